/** The ids the send card's focus moves reach for (the page's named actions focus them). */
export const CONTACT_INPUT_ID = "project-contact-email";
export const SEND_OUTCOME_ID = "project-send-outcome";
