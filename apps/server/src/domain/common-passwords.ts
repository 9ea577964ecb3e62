import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * ASVS 5.0 V6.2.4: a new password is checked against common and breached passwords. The list is
 * zxcvbn-ts's (@zxcvbn-ts/language-common, MIT): about 49,000 of the most used passwords of public
 * breach corpora, lower case, shipped with the server and read offline. Only the entries a policy
 * could accept are kept (8 characters or more, about 18,000): shorter ones are refused anyway.
 */
const MIN_KEPT = 8;

let loaded: ReadonlySet<string> | undefined;

/** Read once, on the first check (about 20 ms and 2 MB; see test/domain/password-policy.test.ts). */
export function commonPasswords(): ReadonlySet<string> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as string[];
    loaded = new Set(list.filter((password) => [...password].length >= MIN_KEPT));
  }
  return loaded;
}

/** Whether the password, in any case, is on the list ("Password1" is "password1"). */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());
