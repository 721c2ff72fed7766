/** Whether a file of dist/ (its path inside it) gets a brotli copy: pages and text assets. */
export function isPrecompressed(relativePath: string): boolean;
/** The brotli copy of `bytes` at the highest quality. */
export function brotli(bytes: Uint8Array): Buffer;
/** Writes the brotli copies under `distDir`; how many, and the bytes before and after. */
export function precompress(distDir: string): Promise<{ files: number; before: number; after: number }>;
