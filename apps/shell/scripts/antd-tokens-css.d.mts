/** The path of the generated sheet (src/theme/antd-tokens.css). */
export const TOKENS_CSS: string;
/** The sheet as antd's current tokens give it. */
export function generateTokensCss(): string;
