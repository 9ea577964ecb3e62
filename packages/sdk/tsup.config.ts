import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // server: for the vendor's own server, never the page (jose, its optional peer, stays an import).
    entry: {
      index: 'src/index.ts',
      testing: 'src/testing.ts',
      protocol: 'src/protocol-entry.ts',
      server: 'src/server.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    // Shared code lands in one chunk, so `instanceof ShellError` holds across the entry points.
    splitting: true,
    // Keep the IIFE, which the second build writes at the same time.
    clean: ['!index.global.js'],
    target: 'es2020',
  },
  {
    // For a plain <script> tag: `window.RcadminSdk.connect(...)`.
    entry: { index: 'src/index.ts' },
    format: ['iife'],
    globalName: 'RcadminSdk',
    // Also set on the global object: wujie runs each classic script of a micro-app inside a
    // function, where the build's top-level `var RcadminSdk` would stay local to that script.
    footer: { js: 'globalThis.RcadminSdk = RcadminSdk;' },
    minify: true,
    target: 'es2020',
  },
]);
