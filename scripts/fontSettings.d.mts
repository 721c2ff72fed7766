export const FONT_UNICODE_RANGE: string;
export const FONT_CORE_RANGE: string;
export const FONT_REST_RANGE: string;
export const FONT_REST_FILE_RANGE: string;
export function codePointsOf(range: string): Set<number>;
export function rangeOf(points: Iterable<number>): string;
export const FONT_FEATURES: string[];
export const WEB_FONTS: { package: string; source: string; core: string; rest: string; license: string }[];
