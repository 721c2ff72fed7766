export declare const CLIENT_MODULES_ID: string;
export declare const STYLESHEET_ATTRIBUTE: string;
export declare function clientModulesOf(html: string): string[];
