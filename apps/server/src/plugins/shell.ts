import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { withSources } from './frame-csp';

/** An inline script of a page: its text between <script ...> and </script>, with no src. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources ('sha256-...') that allow exactly the inline scripts of this HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (text.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The hashes of index.html's inline scripts, read again when the file changes (a new build). */
function indexHashes(file: string): () => string[] {
  let seen = -1;
  let hashes: string[] = [];
  return () => {
    try {
      const modified = statSync(file).mtimeMs;
      if (modified !== seen) {
        hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
        seen = modified;
      }
    } catch {
      hashes = [];
      seen = -1;
    }
    return hashes;
  };
}

/**
 * The built shell at /. Hashed assets are cached for good and sent as the build compressed them
 * (the .br or .gz beside each, per Accept-Encoding, with Vary: Accept-Encoding); index.html is
 * revalidated on every load so a new build is picked up at once. Page paths fall back to
 * index.html (errors plugin). index.html's inline boot script runs under the pages' CSP by its
 * hash in script-src, and no other inline script does.
 */
export default fp<{ staticDir: string }>(
  async (app, { staticDir }) => {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.split(path.sep).includes('assets');
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Any asset may have a compressed copy: a cache keeps one answer per encoding.
        if (immutable) res.setHeader('vary', 'Accept-Encoding');
      },
    });

    const hashes = indexHashes(path.join(staticDir, 'index.html'));
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof policy !== 'string' || !type.startsWith('text/html')) return payload;
      if (request.routeOptions.config?.ownCsp) return payload;
      const allowed = hashes();
      if (allowed.length === 0) return payload;
      const current = policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find((words) => words[0]?.toLowerCase() === 'script-src');
      const others = (current?.slice(1) ?? []).filter((source) => source !== "'self'");
      reply.header('content-security-policy', withSources(policy, 'script-src', [...others, ...allowed]));
      return payload;
    });
  },
  { name: 'shell', dependencies: ['frame-csp'] },
);
