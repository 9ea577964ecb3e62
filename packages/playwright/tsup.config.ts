import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  platform: 'node',
  target: 'node18',
  // The wire contract is private to the repository: the few paths and codes the sign-in needs
  // travel inside the kit. The sdk (protocol constants) and Playwright stay dependencies.
  noExternal: ['@rcadmin/contract'],
});
