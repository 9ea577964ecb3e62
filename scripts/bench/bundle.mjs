// JavaScript weight: the shell's built chunks, and a floor app (React + antd only) built the same way.
import { symlinkSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { log, removeDir, root, runCommand, shellDist, tempDir } from './lib.mjs';

export const gzipSize = (buffer) => gzipSync(buffer).length;

/** Every JavaScript file of a built app's assets folder with its gzip size (bytes). */
export function jsAssets(distDir) {
  const dir = path.join(distDir, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, gzip: gzipSize(readFileSync(path.join(dir, name))) }));
}

/** The shell's chunks that the first load did not fetch: the lazy ones, largest first. */
export function lazyChunks(firstLoadFiles) {
  const loaded = new Set(firstLoadFiles);
  return jsAssets(shellDist)
    .filter((asset) => !loaded.has(asset.file))
    .sort((a, b) => b.gzip - a.gzip);
}

const FLOOR_FILES = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>floor</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`,
  'src/main.jsx': `import { createRoot } from 'react-dom/client';
import { Button, Layout } from 'antd';

createRoot(document.getElementById('root')).render(
  <Layout>
    <Layout.Header />
    <Layout.Content>
      <Button type="primary">Hello</Button>
    </Layout.Content>
  </Layout>,
);
`,
  'vite.config.mjs': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()], logLevel: 'warn', cacheDir: '.vite' });
`,
};

/**
 * The floor: a minimal Vite app with React and antd only (a Layout and a Button), built with the
 * shell's own Vite, plugin and library versions (its node_modules are linked in) into a temp dir.
 * Answers the gzip bytes of its JavaScript, all of which loads at once.
 */
export async function buildFloor() {
  const dir = tempDir('floor');
  try {
    for (const [name, text] of Object.entries(FLOOR_FILES)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    symlinkSync(path.join(root, 'apps/shell/node_modules'), path.join(dir, 'node_modules'), 'dir');
    log('building the floor app (React + antd) with the shell’s Vite');
    const vite = path.join(root, 'apps/shell/node_modules/.bin/vite');
    const result = await runCommand(vite, ['build', '--configLoader', 'native'], { cwd: dir });
    if (result.code !== 0) throw new Error(`floor build failed:\n${result.stdout}\n${result.stderr}`);
    const assets = jsAssets(path.join(dir, 'dist'));
    return { gzip: assets.reduce((sum, asset) => sum + asset.gzip, 0), files: assets.length };
  } finally {
    removeDir(dir);
  }
}
