export const BUDGETS: { contentJs: number; homeJs: number; otherJs: number; css: number };
export const CONTENT_ROUTES: string[];
export function jsBudgetFor(route: string): number;
export function pageFile(route: string): string;
export function firstLoadCounter(dist: string): (route: string) => { js: number; css: number };
