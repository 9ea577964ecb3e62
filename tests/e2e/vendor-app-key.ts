import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the example vendor server reads its registered app's name and key (its APP_KEY_FILE): a
 * flow writes the key the Embedded apps page showed. One file per shell port.
 */
export function vendorAppKeyFile(port: string = process.env.E2E_PORT ?? '18080'): string {
  return path.join(tmpdir(), `rcadmin-e2e-vendor-app-key-${port}.json`);
}
