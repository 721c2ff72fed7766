/** The origin of the lead intake when VITE_LEADS_ENDPOINT (or `endpoint`) is an absolute URL, else "". */
export function leadsOriginOf(endpoint?: string): string;
/** The Content Security Policy of a prerendered page. */
export function policyFor(
  html: string,
  options: {
    videoEmbedOrigin: string;
    analytics?: boolean;
    siteHeadScripts?: string[];
    leadsOrigin?: string;
  },
): string;
export function inlineScriptHashes(html: string): string[];
export function inlineStylesOf(html: string): string[];
export function inlineStyleHashes(html: string): string[];
export function headScriptHashes(html: string): string[];
export function withCspMeta(html: string, policy: string): string;
