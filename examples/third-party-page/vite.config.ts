import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  // Relative asset paths: wujie loads the sub-app page from another path and resolves them against it.
  base: './',
  build: {
    rollupOptions: {
      input: {
        index: page('index.html'),
        postmate: page('postmate.html'),
        'wujie-app': page('wujie-app.html'),
      },
    },
  },
});
