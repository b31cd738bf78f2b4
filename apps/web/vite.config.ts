import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { prerender } from './prerender';
import { privateSourceMaps } from './private-source-maps';
import { routePreloads } from './route-preloads';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender(), routePreloads(), privateSourceMaps(), precompress()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    // Use @courtside/domain's TypeScript source directly: no separate build step for the web app.
    conditions: ['source'],
  },
  build: {
    // The hero media must stay files (cacheable, and the CSP allows no data: media).
    assetsInlineLimit: (file) => (/\.(mp4|webm|jpg)$/.test(file) ? false : undefined),
    // Maps for reading a stack trace, never served: no script names its map ('hidden'), and the maps are moved out of
    // the served folder (private-source-maps.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      // src/start.ts: the script of the prerendered pages (prerender.ts), which starts the app after their first paint.
      input: { index: 'index.html', start: 'src/start.ts' },
      output: {
        // React's chunk, whose functions its module code mostly calls at once, compiled by V8 ahead, off the main
        // thread, while it streams in (Chromium 136's explicit compile hints), rather than one by one as called.
        postBanner: (chunk) => (chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : ''),
        // What every page runs before it draws, in one file: as a dozen small chunks, each is a request of its own.
        // React and its DOM renderer apart, with src/react-first.ts: src/start.ts runs them a task before the rest.
        // The bundler's runtime (its CommonJS wrappers, which React needs) goes with them rather than alone.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 2,
              test: /\/node_modules\/(?:react|react-dom|scheduler)\/|\/src\/react-first\.ts$|^\0rolldown\/runtime/,
            },
            { name: 'app', priority: 1, tags: ['$initial'], test: (id) => !id.endsWith('/src/start.ts') },
          ],
        },
      },
    },
    // dist/.vite/manifest.json: which chunks each page loads (bench/home-js reads it; the server does not serve it).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
