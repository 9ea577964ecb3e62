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

/** The design card's own libraries, wired as the shell wires them, with no page of ours. */
const STACK_MAIN = `import { createRoot } from 'react-dom/client';
import { ConfigProvider, Button, Layout } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { createBrowserRouter, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import axios from 'axios';
import { proxy, useSnapshot } from 'valtio';

const store = proxy({ count: 0 });
const http = axios.create({ baseURL: '/api', withCredentials: true });
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } } });

function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const { count } = useSnapshot(store);
  return (
    <Layout>
      <Layout.Sider />
      <Layout>
        <Layout.Header>{pathname} {matches.length} {count}</Layout.Header>
        <Layout.Content>
          <Input />
          <Password />
          <Button type="primary" onClick={() => void http.get('/x').then(() => navigate('/next'))}>{t('hello')}</Button>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

const router = createBrowserRouter([
  { path: '/', Component: Page, loader: async () => null, children: [{ path: 'next', lazy: async () => ({ Component: () => null }) }] },
]);
createRoot(document.getElementById('root')).render(
  <ConfigProvider theme={{ token: { colorPrimary: '#1890ff' } }}>
    <RouterProvider router={router} />
  </ConfigProvider>,
);
`;

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
export async function buildFloor(main) {
  const dir = tempDir('floor');
  try {
    const files = main ? { ...FLOOR_FILES, 'src/main.jsx': main } : FLOOR_FILES;
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    symlinkSync(path.join(root, 'apps/shell/node_modules'), path.join(dir, 'node_modules'), 'dir');
    log(
      `building the floor app (${main ? 'the design card’s libraries' : 'React + antd'}) with the shell’s Vite`,
    );
    const vite = path.join(root, 'apps/shell/node_modules/.bin/vite');
    const result = await runCommand(vite, ['build', '--configLoader', 'native'], { cwd: dir });
    if (result.code !== 0) throw new Error(`floor build failed:\n${result.stdout}\n${result.stderr}`);
    const assets = jsAssets(path.join(dir, 'dist'));
    return { gzip: assets.reduce((sum, asset) => sum + asset.gzip, 0), files: assets.length };
  } finally {
    removeDir(dir);
  }
}

/**
 * The stack floor: the design card's libraries (React, the react-router data router, antd's
 * ConfigProvider, Layout, Button, Input and Password, i18next with react-i18next, axios, valtio)
 * wired up with no page of ours: what any shell on this stack loads before its own code.
 */
export const buildStackFloor = () => buildFloor(STACK_MAIN);
