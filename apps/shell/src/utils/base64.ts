/**
 * Base64 of UTF-8 text. `btoa` alone only takes Latin-1, and user names are often Chinese, so the
 * text goes through its UTF-8 bytes first.
 */
export function encodeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text of a base64 value, or null when the value is not base64 of UTF-8 text. */
export function decodeBase64(value: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
