import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;
/** Enough for N=2^17, r=8 (128 MiB), with room to spare. */
const MAX_MEM = 256 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$logN$r$p$salt$hash` (base64): verification reads the cost from the stored value. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { N: 2 ** logN, r: R, p: P, maxmem: MAX_MEM });
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** The parts of a stored hash, or undefined when it is not one this server can check. */
export function parseHash(stored: string): StoredHash | undefined {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  const [n, rr, pp] = [logN, r, p].map(Number);
  const positive = (value: number | undefined): value is number =>
    Number.isInteger(value) && (value ?? 0) > 0;
  if (scheme !== 'scrypt' || !salt || !hash || !positive(n) || !positive(rr) || !positive(pp))
    return undefined;
  // Costs above 2^20 would need more memory than maxmem allows.
  if (n > 20) return undefined;
  return { logN: n, r: rr, p: pp, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, {
    N: 2 ** parsed.logN,
    r: parsed.r,
    p: parsed.p,
    maxmem: MAX_MEM,
  });
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/**
 * A hash to verify against when the account does not exist, so an unknown user costs as much
 * time as a wrong password (no user enumeration by timing).
 */
export function dummyHasher(logN: number): () => Promise<string> {
  let dummy: Promise<string> | undefined;
  return () => (dummy ??= hashPassword(randomBytes(16).toString('hex'), logN));
}
