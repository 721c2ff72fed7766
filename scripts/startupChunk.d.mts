export declare const STARTUP_PACKAGE_FILES: Record<string, { extension: string; files: string[] }>;
export declare function startupPackagePatterns(): string[];
