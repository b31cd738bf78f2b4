import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/http.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET so the browser router can draw the page (including its own 404).
 * Unknown /api paths answer a JSON 404 instead.
 */
export default fp<{ distDir: string; heroVideoUrl?: string | undefined }>(async function web(
  app: FastifyInstance,
  { distDir, heroVideoUrl },
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The page itself, read once; a configured hero video reaches the app as a meta tag (the CSP allows no inline script).
  const indexHtml = hasBuild ? withHeroVideo(readFileSync(indexFile, 'utf8'), heroVideoUrl) : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The page itself is served below, with its meta tags; only the other files come from disk.
      index: false,
      globIgnore: ['index.html'],
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const relative = path.relative(distDir, filePath);
        response.setHeader('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'the web app is not built: run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!isPage || !hasBuild || /\.(?!html$)[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${pathname}`));
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Adds `<meta name="courtside-hero-video">` to the page when HERO_VIDEO_URL is set. */
function withHeroVideo(html: string, heroVideoUrl: string | undefined): string {
  if (!heroVideoUrl) return html;
  return html.replace('</head>', `<meta name="courtside-hero-video" content="${escapeAttribute(heroVideoUrl)}" />\n  </head>`);
}
