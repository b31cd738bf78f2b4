import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // Use @courtside/domain's TypeScript source directly: no separate build step for the web app.
    conditions: ['source'],
  },
  build: {
    // The hero media must stay files (cacheable, and the CSP allows no data: media).
    assetsInlineLimit: (file) => (/\.(mp4|webm|jpg)$/.test(file) ? false : undefined),
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page loads (bench/home-js reads it; the server does not serve it).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
