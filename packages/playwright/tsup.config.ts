import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: { resolve: ['@rcadmin/sdk', '@rcadmin/contract'] },
  clean: true,
  platform: 'node',
  target: 'node18',
  // The wire contract is private to the repository: the few paths and codes the sign-in needs
  // travel inside the kit, and so do the sdk's protocol constants and types, so the packed kit
  // names no workspace package and installs with plain npm. Playwright stays a peer dependency.
  noExternal: ['@rcadmin/contract', '@rcadmin/sdk'],
});
