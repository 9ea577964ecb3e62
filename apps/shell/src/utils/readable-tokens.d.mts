/** WCAG 2.1 AA contrast for text of normal size. */
export const AA_TEXT: number;
/**
 * `colour` darkened, its hue kept, until text in it reaches AA on white, on a light grey and on
 * each of `also` (and white text on it does).
 */
export function readable(colour: string, also?: readonly string[]): string;
/** The antd tokens for a theme colour, each text-bearing shade readable, the tints antd's own. */
export function readableTokens(themeColour: string): Record<string, string>;
