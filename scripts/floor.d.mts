/** `html` without its <script> elements and script preloads; every other byte unchanged. */
export function floorHtml(html: string): string;
