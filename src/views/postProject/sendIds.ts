/** The ids the send card's focus moves reach for (the page's named actions focus them). */
export const CONTACT_INPUT_ID = "project-contact-email";
export const SEND_OUTCOME_ID = "project-send-outcome";

/** Step 1's form: without JavaScript, the fields of steps 2 to 4 (NoScriptSteps) belong to it. */
export const WIZARD_FORM_ID = "project-wizard-form";
