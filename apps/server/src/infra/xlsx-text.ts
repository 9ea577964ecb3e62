/**
 * Text that a spreadsheet could read as a formula (= + - @, and the tab and carriage return some
 * tools strip) is kept as text with a leading apostrophe (OWASP "CSV injection").
 */
export const safeText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
