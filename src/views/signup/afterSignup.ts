/**
 * What the registration page shows once the form is sent, in one chunk loaded while it is sent:
 * the welcome dialog and the summary that replaces the form. Not part of the page's first load.
 */
export { RegisteredSummary } from "./RegisteredSummary";
export { default as WelcomeDialog } from "./WelcomeDialog";
