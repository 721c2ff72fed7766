/** Saves a blob as a file: a temporary link with `download`, clicked, then let go. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
