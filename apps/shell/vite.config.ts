import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server serves the built shell; in development it stays the backend behind a proxy. */
const API_ORIGIN = process.env.RCADMIN_API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/runtime-config.js': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // antd alone is ~700 kB minified (~230 kB gzip) in its own long-cached chunk; that is expected.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Vendor code changes far less often than ours: keep it in long-cached chunks of its own.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            {
              name: 'vendor-antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
