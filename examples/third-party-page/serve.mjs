#!/usr/bin/env node
// Serves the built example (dist/) as a vendor would: on its own host name, framable only by the
// shell. Another host name, not only another port: cookies ignore ports, so a page on the shell's
// host would receive the shell's cookies with every request.
//   EXAMPLE_ORIGIN (http://vendor.localhost:8081), or EXAMPLE_HOST (vendor.localhost) and
//   EXAMPLE_PORT (8081): the address browsers use; the server listens on its port.
//   HOST (127.0.0.1): the address it listens on (browsers resolve *.localhost to loopback).
//   SHELL_ORIGIN (http://127.0.0.1:8080; several: space-separated): who may frame and fetch it.
//   REQUEST_LOG_FILE: append each request's path and Cookie header as a JSON line (tests read it).
//   VENDOR_API_ORIGIN (the example's origin with host name api.localhost): where the sub-app's
//   "Call the vendor API" button fetches /api/ping, the vendor's API on an origin of its own.
//   APP_KEY_FILE: a JSON file { "app": "<registered name>", "secret": "<its key>" }, read at each
//   call of /api/whoami (so a new key takes effect at once): the key the Embedded apps page
//   showed once. Without it /api/whoami answers 503. APP_NAME and APP_SECRET set them instead.
import { appendFileSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SessionTokenError, verifySessionToken } from '@rcadmin/sdk/server';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');

function fail(message) {
  console.error(`third-party page: ${message}`);
  process.exit(1);
}

function publicOrigin(env) {
  const given = env.EXAMPLE_ORIGIN?.trim();
  const address =
    given || `http://${env.EXAMPLE_HOST?.trim() || 'vendor.localhost'}:${env.EXAMPLE_PORT?.trim() || 8081}`;
  let url;
  try {
    url = new URL(address);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
    fail(
      `${given ? 'EXAMPLE_ORIGIN' : 'EXAMPLE_HOST/EXAMPLE_PORT'} must make an http(s) origin, got '${address}'`,
    );
  }
  return url;
}

const origin = publicOrigin(process.env);
const port = Number(origin.port || (origin.protocol === 'https:' ? 443 : 80));
const host = process.env.HOST || '127.0.0.1';
const shellOrigins = (process.env.SHELL_ORIGIN ?? 'http://127.0.0.1:8080').split(/[\s,]+/).filter(Boolean);
const requestLog = process.env.REQUEST_LOG_FILE || undefined;
/** The vendor's API: this same server under another host name, so another origin to the pages. */
function apiOrigin(env) {
  const given = env.VENDOR_API_ORIGIN?.trim();
  if (given) {
    try {
      return new URL(given).origin;
    } catch {
      fail(`VENDOR_API_ORIGIN must be an http(s) origin, got '${given}'`);
    }
  }
  const url = new URL(origin);
  url.hostname = 'api.localhost';
  return url.origin;
}
const vendorApi = `${apiOrigin(process.env)}/api/ping`;

/** The registered app's name and key, or undefined when none is set. */
function appKey() {
  const file = process.env.APP_KEY_FILE?.trim();
  if (file) {
    try {
      const { app, secret } = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof app === 'string' && typeof secret === 'string' && app && secret) return { app, secret };
    } catch {
      return undefined;
    }
  }
  const app = process.env.APP_NAME?.trim();
  const secret = process.env.APP_SECRET?.trim();
  return app && secret ? { app, secret } : undefined;
}

/**
 * GET /api/whoami with `Authorization: Bearer <session token>`: the token's claims when the app's
 * key signed it for this app, from one of the shells that may frame the page, and it has not
 * expired; else 401 with why (EXPIRED, BAD_SIGNATURE, WRONG_AUDIENCE, WRONG_ISSUER, MALFORMED).
 */
async function whoami(request) {
  const key = appKey();
  if (!key) return [503, { error: 'NO_KEY', message: 'Set APP_KEY_FILE (or APP_NAME and APP_SECRET)' }];
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return [401, { error: 'MALFORMED', message: 'No bearer token' }];
  try {
    const claims = await verifySessionToken(token, { secret: key.secret, audience: key.app });
    if (!shellOrigins.some((shell) => new URL(shell).origin === claims.iss))
      return [401, { error: 'WRONG_ISSUER', message: 'The token is from a shell this page does not trust' }];
    return [200, claims];
  } catch (error) {
    if (error instanceof SessionTokenError) return [401, { error: error.code, message: error.message }];
    throw error;
  }
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

const server = createServer(async (request, response) => {
  if (requestLog) {
    const line = { at: new Date().toISOString(), path: request.url, cookie: request.headers.cookie ?? '' };
    appendFileSync(requestLog, `${JSON.stringify(line)}\n`);
  }
  const headers = {
    // Only the shell may frame these pages.
    'Content-Security-Policy': `frame-ancestors ${shellOrigins.join(' ')}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  };
  // wujie fetches a sub-app's page, scripts and styles from the shell's window, so they need CORS.
  const requestOrigin = request.headers.origin;
  if (requestOrigin && shellOrigins.includes(requestOrigin)) {
    Object.assign(headers, { 'Access-Control-Allow-Origin': requestOrigin, Vary: 'Origin' });
  }
  try {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/api/ping' && request.method === 'GET') {
      // The vendor's API: called by the sub-app from the shell's origin (CORS above).
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: 'pong', host: request.headers.host ?? '' }));
      return;
    }
    if (pathname === '/api/whoami' && request.method === 'GET') {
      const [status, body] = await whoami(request);
      response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
      return;
    }
    const file = path.join(root, decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : '');
    if (!file.startsWith(root + path.sep) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new Error('not served');
    }
    let body = await readFile(file);
    const extension = path.extname(file);
    if (extension === '.html') {
      body = Buffer.from(
        body
          .toString('utf8')
          .replaceAll('__SHELL_ORIGINS__', shellOrigins.join(' '))
          .replaceAll('__VENDOR_API__', vendorApi),
      );
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(404, headers).end();
  }
});

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    fail(`port ${port} on ${host} is already in use. Stop what uses it, or set EXAMPLE_PORT to a free port.`);
  }
  if (error.code === 'EACCES') fail(`no permission to listen on port ${port}. Set EXAMPLE_PORT above 1023.`);
  if (error.code === 'EADDRNOTAVAIL')
    fail(`${host} is not an address of this machine. Set HOST to one that is.`);
  fail(error.message);
});

server.listen(port, host, () => {
  console.info(
    `third-party page on ${origin.origin}/ (listening on ${host}:${port}; framable by ${shellOrigins.join(', ')})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
