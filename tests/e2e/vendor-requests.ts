import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the example vendor server received: with REQUEST_LOG_FILE set, it appends each request's
 * path and Cookie header as a JSON line. One file per shell port, so runs side by side do not mix.
 */
export function vendorRequestLogFile(port: string = process.env.E2E_PORT ?? '18080'): string {
  return path.join(tmpdir(), `rcadmin-e2e-vendor-requests-${port}.jsonl`);
}

export interface VendorRequest {
  at: string;
  path: string;
  cookie: string;
}

/** The requests the vendor server received after `since`. */
export function vendorRequestsSince(since: Date): VendorRequest[] {
  const file = vendorRequestLogFile();
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as VendorRequest)
    .filter((request) => Date.parse(request.at) >= since.getTime());
}

/** The names of the cookies of a Cookie header. */
export const cookieNames = (header: string): string[] =>
  header
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
