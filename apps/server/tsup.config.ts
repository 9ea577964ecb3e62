import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', 'seed-large': 'src/seed-large.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contract is TypeScript source in the workspace: bundle it; every other package stays external.
  noExternal: ['@rcadmin/contract'],
});
