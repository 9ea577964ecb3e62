#!/usr/bin/env node
// Serves the built example (dist/) as a vendor would: on its own origin, framable only by the shell.
//   PORT (8081), HOST (127.0.0.1), SHELL_ORIGIN (http://127.0.0.1:8080; several: space-separated)
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 8081);
const host = process.env.HOST ?? '127.0.0.1';
const shellOrigins = (process.env.SHELL_ORIGIN ?? 'http://127.0.0.1:8080').split(/[\s,]+/).filter(Boolean);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

const server = createServer(async (request, response) => {
  const headers = {
    // Only the shell may frame these pages.
    'Content-Security-Policy': `frame-ancestors ${shellOrigins.join(' ')}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  };
  // wujie fetches a sub-app's page, scripts and styles from the shell's window, so they need CORS.
  const origin = request.headers.origin;
  if (origin && shellOrigins.includes(origin)) {
    Object.assign(headers, { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
  }
  try {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(root, decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : '');
    if (!file.startsWith(root + path.sep) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new Error('not served');
    }
    let body = await readFile(file);
    const extension = path.extname(file);
    if (extension === '.html') {
      body = Buffer.from(body.toString('utf8').replaceAll('__SHELL_ORIGINS__', shellOrigins.join(' ')));
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

server.listen(port, host, () => {
  console.info(`third-party page on http://${host}:${port}/ (framable by ${shellOrigins.join(', ')})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
