export declare const CLIENT_MODULES_ID: string;
export declare function clientModulesOf(html: string): string[];
