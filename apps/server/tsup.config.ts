import { defineConfig } from 'tsup';

export default defineConfig({
  // The PGlite worker is a script of its own: the server starts it beside its own chunks (dist/).
  entry: {
    main: 'src/main.ts',
    'seed-large': 'src/seed-large.ts',
    'create-admin': 'src/create-admin.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contract is TypeScript source in the workspace: bundle it; every other package stays external.
  noExternal: ['@rcadmin/contract'],
});
