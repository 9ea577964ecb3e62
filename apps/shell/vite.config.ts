import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootHtml } from './scripts/boot-html.mjs';

/** The API server serves the built shell; in development it stays the backend behind a proxy. */
const API_ORIGIN = process.env.RCADMIN_API_ORIGIN ?? 'http://127.0.0.1:8080';

const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/;

export default defineConfig({
  plugins: [react(), bootHtml()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/runtime-config.js': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      treeshake: {
        // antd's form context imports rc-form's FormProvider from its package index, and without a
        // sideEffects field every module behind that index stays in: the whole form library and
        // its validator (~14 kB gzip) would ride along with every Input on the first load. Their
        // modules only define things; the pages with a Form still get all of it.
        moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // React and the router change far less often than our code and every page needs them:
            // one long-cached chunk. antd is left to the default splitting on purpose, so that the
            // sign-in page and the first signed-in page load only the components they use
            // (first load <= 200 KB gzip) and lazy pages carry their own antd parts.
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
