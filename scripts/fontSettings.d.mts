export const FONT_UNICODE_RANGE: string;
export const FONT_FEATURES: string[];
export const WEB_FONTS: { package: string; source: string; file: string; license: string }[];
