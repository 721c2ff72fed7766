/** The large breakpoint, where the desktop header takes over from the menu button. */
export const DESKTOP_QUERY = "(min-width: 1024px)";
