import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Use @courtside/domain's TypeScript source directly: no separate build step for the web app.
    conditions: ['source'],
  },
  build: {
    // The hero media must stay files (cacheable, and the CSP allows no data: media).
    assetsInlineLimit: (file) => (/\.(mp4|webm|jpg)$/.test(file) ? false : undefined),
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
