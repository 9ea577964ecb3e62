import { defineConfig } from 'tsup';

export default defineConfig({
  // The PGlite worker and the xlsx writer are scripts of their own: the server starts them beside its own chunks (dist/).
  entry: {
    main: 'src/main.ts',
    'seed-large': 'src/seed-large.ts',
    'create-admin': 'src/create-admin.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    // The .xlsx writer of exports runs in a worker thread too (services/xlsx-stream.ts).
    'xlsx-worker': 'src/services/xlsx-worker.ts',
    // So does the reader of import files (infra/sheet-reader.ts).
    'sheet-reader-worker': 'src/infra/sheet-reader-worker.ts',
    // And an import job's rows, read, checked and written (services/import/import-thread.ts).
    'import-worker': 'src/services/import/import-worker.ts',
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
