export const SW_FILE: string;
export const CACHE_ID: string;
export function serviceWorkerEnabled(env?: Record<string, string | undefined>): boolean;
export const PRECACHE_GLOBS: string[];
export const PRECACHE_IGNORES: string[];
export function precacheUrlFor(file: string): string;
export function workboxOptions(distDir: string): Record<string, unknown>;
export const SELF_REMOVING_WORKER: string;
export function webManifest(
  base: Record<string, unknown>,
  homeHtml: string,
): Record<string, unknown> & { name: string; short_name: string; description?: string; theme_color?: string };
export const SW_HEADERS: string;
export function buildOffline(options?: {
  distDir?: string;
  env?: Record<string, string | undefined>;
}): Promise<{ enabled: boolean; count: number; size: number }>;
