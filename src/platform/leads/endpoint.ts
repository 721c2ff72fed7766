import { DEFAULT_LEADS_ENDPOINT } from "../../domain/leads";

/**
 * Where every form sends: `VITE_LEADS_ENDPOINT`, same origin `/api/leads` by default. A form's
 * `action` (its plain HTML post, JavaScript off) and the sender's fetch read this one constant.
 */
export const LEADS_ENDPOINT: string = import.meta.env.VITE_LEADS_ENDPOINT || DEFAULT_LEADS_ENDPOINT;
