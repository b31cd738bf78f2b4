import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/http.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET so the browser router can draw the page (including its own 404).
 * Text files go out as the .br or .gz copy the build wrote beside them, when the browser accepts it.
 * Unknown /api paths answer a JSON 404 instead.
 */
export default fp<{ distDir: string; heroVideoUrl?: string | undefined }>(async function web(
  app: FastifyInstance,
  { distDir, heroVideoUrl },
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The page itself, read once; a configured hero video reaches the app as a meta tag (the CSP allows no inline script).
  const page = hasBuild ? encodingsOf(withHeroVideo(readFileSync(indexFile, 'utf8'), heroVideoUrl)) : undefined;
  // Pages the build rendered ahead (apps/web/prerender.ts), sent in place of the empty page at their path.
  const prerendered = hasBuild ? prerenderedPages(distDir, heroVideoUrl) : new Map<string, Encodings>();
  // The page with a route's chunks preloaded (apps/web/route-preloads.ts), at any path of that route.
  const routeShells = hasBuild ? routeShellPages(distDir, heroVideoUrl) : [];
  if (hasBuild) {
    const hasCopies = precompressedFiles(distDir);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The page itself is served below, with its meta tags; only the other files come from disk.
      index: false,
      // The copies are sent in place of their file, never asked for by name; the prerendered pages at their path.
      // Source maps would hand anyone the app's source: the build keeps them out of this folder (apps/web
      // private-source-maps.ts), and one left here by another build is not served either.
      globIgnore: ['index.html', '**/*.br', '**/*.gz', `${PRERENDERED_DIR}/**`, '**/*.map'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const relative = path.relative(distDir, filePath);
        response.setHeader('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
        if (hasCopies.has(withoutCopyExtension(filePath))) response.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ distDir }, 'the web app is not built: run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!isPage || !page || /\.(?!html$)[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${pathname}`));
    }
    // `*` means any encoding, and gzip is the one every client decodes.
    const encoding = negotiate((request.headers['accept-encoding'] ?? '').replace(/\*/g, 'gzip'), ['br', 'gzip']);
    if (encoding) reply.header('Content-Encoding', encoding);
    // A shared game's page: kept out of search engines, and its token out of any Referer.
    if (pathname.startsWith('/s/')) reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
    const body = prerendered.get(pathname) ?? routeShellFor(routeShells, pathname) ?? page;
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(encoding ? body[encoding] : body.identity);
  });
});

interface Encodings {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The page as sent with each Content-Encoding, compressed once at start-up. */
function encodingsOf(html: string): Encodings {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Where the web build writes its prerendered pages: `index.html` is /, `<name>.html` is /<name>. */
const PRERENDERED_DIR = 'prerendered';

function prerenderedPages(distDir: string, heroVideoUrl: string | undefined): Map<string, Encodings> {
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir).filter((file) => file.endsWith('.html'));
  return new Map(
    files.map((file) => [
      file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`,
      encodingsOf(withHeroVideo(readFileSync(path.join(dir, file), 'utf8'), heroVideoUrl)),
    ]),
  );
}

interface RouteShell {
  /** The route's path, with a named group for each `[name]` segment. */
  path: RegExp;
  /** The page, whose `[name]`s (in the URLs it preloads) are filled in with the path's segments. */
  html: string;
}

/**
 * The pages under prerendered/ whose path has a `[name]` segment (`games/[id].html`, apps/web/route-preloads.ts):
 * each is sent at every path with any one segment there (`/games/<id>`).
 */
function routeShellPages(distDir: string, heroVideoUrl: string | undefined): RouteShell[] {
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && /\[\w+\]/.test(file),
  );
  return files.map((file) => {
    const segments = file.slice(0, -'.html'.length).split(path.sep);
    const pattern = segments
      .map((segment) => segment.replace(/^\[(\w+)\]$/, '(?<$1>[^/]+)').replace(/^(?!\(\?<)(.*)$/, (text) => escapeRegExp(text)))
      .join('/');
    return {
      path: new RegExp(`^/${pattern}/?$`),
      html: withHeroVideo(readFileSync(path.join(dir, file), 'utf8'), heroVideoUrl),
    };
  });
}

/** What an id or a share token is made of: anything else is never written into the page. */
const PLAIN_SEGMENT = /^[\w-]{1,100}$/;

/**
 * The route shell for `pathname`, its segments filled in, compressed for this request (a page of 2 KB: quick).
 * A path whose segment is not plain gets the app's own page.
 */
function routeShellFor(shells: RouteShell[], pathname: string): Encodings | undefined {
  for (const shell of shells) {
    const groups = shell.path.exec(pathname)?.groups;
    if (!groups) continue;
    if (!Object.values(groups).every((value) => PLAIN_SEGMENT.test(value))) return undefined;
    const html = shell.html.replace(/\[(\w+)\]/g, (text, name: string) => groups[name] ?? text);
    const identity = Buffer.from(html);
    return {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(identity, { level: 6 }),
    };
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const COPY_EXTENSION = /\.(br|gz)$/;
const withoutCopyExtension = (file: string) => file.replace(COPY_EXTENSION, '');

/** The files under `distDir` that the build wrote a .br or .gz copy of: their answers vary with Accept-Encoding. */
function precompressedFiles(distDir: string): Set<string> {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
  return new Set(files.filter((file) => COPY_EXTENSION.test(file)).map((file) => path.join(distDir, withoutCopyExtension(file))));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Adds `<meta name="courtside-hero-video">` to the page when HERO_VIDEO_URL is set. */
function withHeroVideo(html: string, heroVideoUrl: string | undefined): string {
  if (!heroVideoUrl) return html;
  return html.replace('</head>', `<meta name="courtside-hero-video" content="${escapeAttribute(heroVideoUrl)}" />\n  </head>`);
}
