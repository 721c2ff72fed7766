export const READ_BY_CODE: string[];
/** Every class name on an element of the HTML (the inline <style> left out), as the DOM has it. */
export function classesOf(html: string): Set<string>;
/** The classes an element must have for `selector` to match anything. */
export function requiredClasses(selector: string): string[];
/** `css` without the rules the page's HTML cannot match and the custom properties nothing names. */
export function dropUnused(css: string, html: string): string;
