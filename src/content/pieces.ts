/**
 * What a dialog is called in the line that says its code could not be loaded (content/offline.ts
 * words the line; each page's own copy names its other pieces, e.g. `postProjectCopy.help.name`).
 */
export const dialogName = {
  titled: (title: string) => `The “${title}” dialog`,
  untitled: "The dialog",
} as const;
