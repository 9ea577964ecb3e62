/** Stored files' keys, made by infra/storage.ts `newFileKey`: `{tenantId}/{purpose}/{yyyymm}/{uuid}.{ext}`. */

/** A key's form: folders and a name of letters, digits, '-', '_' and '.', never '..'. */
const KEY = /^(?!.*\.\.)[0-9A-Za-z_-][0-9A-Za-z/_.-]{0,199}$/;
export const isFileKey = (key: string) => KEY.test(key) && !key.endsWith('/');

/**
 * The keys of the stored files a text links to (rich content's `<img src="…/file/get.do?key=…">`,
 * as fileUrl writes them), decoded; what is no key is left out.
 */
export function fileKeysIn(text: string): string[] {
  const keys = new Set<string>();
  for (const [, encoded] of text.matchAll(/\/file\/get\.do\?key=([^"'&\s<>#]+)/g)) {
    try {
      const key = decodeURIComponent(encoded as string);
      if (isFileKey(key)) keys.add(key);
    } catch {
      // Not percent-encoding: no link of ours.
    }
  }
  return [...keys];
}
