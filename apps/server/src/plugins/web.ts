import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/http.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET so the browser router can draw the page (including its own 404).
 * Text files go out as the .br or .gz copy the build wrote beside them, when the browser accepts it.
 * Unknown /api paths answer a JSON 404 instead.
 */
export default fp<{
  distDir: string;
  heroVideoUrl?: string | undefined;
  /** The Content-Security-Policy of a page whose markup has these style attributes (their CSP hashes). */
  policyWithStyles?: (hashes: string[]) => string;
}>(async function web(app: FastifyInstance, { distDir, heroVideoUrl, policyWithStyles }) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The page itself, read once; a configured hero video reaches the app as a meta tag (the CSP allows no inline script).
  const page = hasBuild ? encodingsOf(withHeroVideo(readFileSync(indexFile, 'utf8'), heroVideoUrl)) : undefined;
  // Pages the build rendered ahead (apps/web/prerender.ts), sent in place of the empty page at their path.
  const prerendered = hasBuild ? prerenderedPages(distDir, heroVideoUrl) : new Map<string, Encodings>();
  // The page with a route's chunks preloaded (apps/web/route-preloads.ts), at any path of that route.
  const routeShells = hasBuild ? routeShellPages(distDir, PRERENDERED_DIR, heroVideoUrl) : [];
  // The same pages as the server draws them (apps/web/route-preloads.ts): their app starts once they have painted.
  const drawnPages = hasBuild ? routeShellPages(distDir, DRAWN_DIR, heroVideoUrl) : [];
  // The statistics pages, the dashboard and the upload page, drawn at each request from the reader's own API
  // answers (apps/web/src/prerender.tsx).
  const drawer = hasBuild ? await pageDrawer(app, distDir) : undefined;
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
      globIgnore: ['index.html', '**/*.br', '**/*.gz', `${PRERENDERED_DIR}/**`, `${DRAWN_DIR}/**`, '**/*.map'],
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

  app.setNotFoundHandler(async (request, reply) => {
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
    const shell = routeShellHtml(routeShells, pathname);
    const template = request.method === 'GET' ? routeShellHtml(drawnPages, pathname) : undefined;
    const drawn = template ? await drawer?.(request, pathname, template) : undefined;
    if (drawn) {
      // The reader's own data: never kept by a cache, and held to the page's style attributes alone.
      if (policyWithStyles) reply.header('content-security-policy', policyWithStyles(drawn.styleHashes));
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(encodedFor(drawn.html, encoding));
    }
    const body = prerendered.get(pathname);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body || shell === undefined ? (body ?? page)[encoding ?? 'identity'] : encodedFor(shell, encoding));
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
/** Where it writes the pages the server draws, by route: `games/[id].html`. */
const DRAWN_DIR = 'drawn';

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
 * The pages under `folder` (prerendered/, drawn/; apps/web/route-preloads.ts): each is sent at every path with any
 * one segment where its own has a `[name]` one (`games/[id].html` at `/games/<id>`). Of prerendered/, only those
 * with a segment: the others are sent at their own path as the build wrote them (prerenderedPages); of drawn/, every
 * one (`dashboard.html` at `/dashboard`).
 */
function routeShellPages(distDir: string, folder: string, heroVideoUrl: string | undefined): RouteShell[] {
  const dir = path.join(distDir, folder);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && (folder === DRAWN_DIR || /\[\w+\]/.test(file)),
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
 * The route shell for `pathname`, its segments filled in. A path whose segment is not plain gets the app's own
 * page.
 */
function routeShellHtml(shells: RouteShell[], pathname: string): string | undefined {
  for (const shell of shells) {
    const match = shell.path.exec(pathname);
    if (!match) continue;
    const groups = match.groups ?? {};
    if (!Object.values(groups).every((value) => PLAIN_SEGMENT.test(value))) return undefined;
    return shell.html.replace(/\[(\w+)\]/g, (text, name: string) => groups[name] ?? text);
  }
  return undefined;
}

/** A page made for this request in the one encoding it gets (a route shell of 2 KB, a drawn page of some 100 KB). */
function encodedFor(html: string, encoding: 'br' | 'gzip' | null): Buffer {
  const identity = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(identity, { level: 6 });
  return identity;
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

/** apps/web/src/prerender.tsx as built for Node (apps/web/prerender.ts): what the server draws a page with. */
interface PageRenderer {
  PAGE_ANSWERS_ID: string;
  /** Null where the page is not drawn: at that path, or with that query (`?session_id=` on the dashboard). */
  pageQueries: (pathname: string, search: string) => { url: string }[] | null;
  renderPage: (pathname: string, bodies: ReadonlyMap<string, unknown>) => Promise<{ markup: string; answers: unknown[] } | null>;
}

interface DrawnPage {
  html: string;
  /** The CSP hashes of the markup's style attributes ('sha256-…'). */
  styleHashes: string[];
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Draws a statistics page, the dashboard or the upload page at its request (issue 27: the page a coach opens from
 * an e-mail arrives drawn, not after the app has loaded and asked the API in turn): the API's answers are asked for
 * in process with the reader's own cookie, so a page is drawn only from what the reader may see; any answer but 200
 * (signed out, not theirs, not delivered) leaves the route's shell to the browser, as does a failure to draw, which
 * is logged.
 * Undefined without the web app's Node bundle (apps/web/dist-ssr, beside dist).
 */
async function pageDrawer(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, pathname: string, shell: string) => Promise<DrawnPage | undefined>) | undefined> {
  const entry = path.join(path.dirname(distDir), 'dist-ssr', 'prerender.js');
  if (!existsSync(entry)) return undefined;
  const renderer = await import(pathToFileURL(entry).href)
    .then((module) => module as PageRenderer)
    .catch((error: unknown) => {
      app.log.warn(
        { err: error, entry },
        'the statistics pages, the dashboard and the upload page are not drawn by the server: its bundle did not load',
      );
      return undefined;
    });
  if (!renderer) return undefined;
  const headers = (request: FastifyRequest) =>
    Object.fromEntries(
      ['cookie', 'user-agent', 'accept-language'].flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
  return async (request, pathname, shell) => {
    const queries = renderer.pageQueries(pathname, request.url.slice(pathname.length));
    if (!queries || !shell.includes(ROOT_ELEMENT)) return undefined;
    try {
      const answers = await Promise.all(
        queries.map((query) =>
          app.inject({ method: 'GET', url: query.url, headers: headers(request), remoteAddress: request.ip }),
        ),
      );
      if (answers.some((answer) => answer.statusCode !== 200)) return undefined;
      const bodies = new Map(queries.map((query, index) => [query.url, answers[index]?.json()]));
      const page = await renderer.renderPage(pathname, bodies);
      if (!page) return undefined;
      // Replaced by functions: in a replacement string, a `$&` or `$'` in a player's name would splice the page in.
      const html = shell
        .replace(ROOT_ELEMENT, () => `<div id="root">${page.markup}</div>`)
        .replace(
          '</body>',
          () =>
            `<script type="application/json" id="${renderer.PAGE_ANSWERS_ID}">${scriptJson(page.answers)}</script>\n  </body>`,
        );
      return { html, styleHashes: styleHashes(page.markup) };
    } catch (error) {
      request.log.warn({ err: error, pathname }, 'the page could not be drawn: its shell is sent');
      return undefined;
    }
  };
}

/** JSON inside a script element: no `<` may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/**
 * The CSP hashes of the style attributes in React's markup (a team's colour, a bar's width), as the browser hashes
 * them: the attribute's value once its entities are read. The page's policy allows these and no other.
 */
export function styleHashes(markup: string): string[] {
  const values = new Set([...markup.matchAll(/ style="([^"]*)"/g)].map((match) => match[1] ?? ''));
  return [...values].map(
    (value) =>
      `'sha256-${createHash('sha256')
        .update(value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity))
        .digest('base64')}'`,
  );
}
