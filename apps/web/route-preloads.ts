import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { moduleChunkUrls, startScriptsOf, withScriptsAfterPaint } from './prerender';

/**
 * The pages drawn in the browser from data (no prerendering possible) that the first visit should not wait on in
 * turn (issue 27: the statistics page, which an owner and a shared link's reader open straight from an e-mail).
 * At their path the server sends the app's page with the page's chunks preloaded, so that the browser fetches them
 * beside the entry chunk instead of once the entry has run and the router has asked for them; and with the API
 * answers the page reads first preloaded too, which the page would otherwise ask for one after another (the
 * session, then the game, then its box score). The key is the route's path, `:name` for one segment of any value;
 * a data URL names the same segments, which the server fills in from the page's path.
 */
export const PRELOADED_ROUTES: Record<string, { module: string; data: string[]; afterHydration?: string[] }> = {
  '/games/:id': {
    module: 'src/pages/game/game-page.tsx',
    data: ['/api/me', '/api/games/:id', '/api/games/:id/boxscore'],
    // The guarantee, which a drawn page renders once hydrated (AfterHydration): asked for by src/start.ts with the
    // rest, a few links a task, rather than by the app's preloading all at once in the task that ends hydration.
    afterHydration: ['src/pages/game/guarantee-section.tsx'],
  },
  '/s/:token': { module: 'src/pages/shared/shared-game-page.tsx', data: ['/api/me', '/api/shared/:token'] },
  // A customer's pages of every visit, whose chunks and answers came one after another (the entry, then the page's
  // chunks, then the session, then its lists). The dashboard is drawn by the server for its customer; this page is
  // a visitor's, or a payment's return (?session_id=), whose lists are asked for only once the payment is confirmed:
  // answers preloaded at the page's load would be from before it, so only the session is.
  '/dashboard': { module: 'src/pages/dashboard/dashboard-page.tsx', data: ['/api/me'] },
  // Drawn by the server for its customer (but its form); this page is a visitor's, sent to sign in, or a page the
  // server could not draw: the session only, as a visitor would get 401 for the lists.
  '/upload': { module: 'src/pages/upload/upload-page.tsx', data: ['/api/me'] },
};

/** Where the build writes them: `/games/:id` is dist/prerendered/games/[id].html, which plugins/web.ts reads. */
export const routeShellFile = (route: string) => path.posix.join('prerendered', `${withBrackets(route.replace(/^\//, ''))}.html`);

/**
 * Where the build writes the page the server draws a route into (apps/web/src/prerender.tsx `renderPage`): the
 * same page, but its markup is there before any script, so the app is asked for once it has painted (src/start.ts,
 * with the route's chunks), and the API answers come inside it. `/games/:id` is dist/drawn/games/[id].html.
 */
export const drawnPageFile = (route: string) => path.posix.join('drawn', `${withBrackets(route.replace(/^\//, ''))}.html`);

/** `/games/:id` as `/games/[id]`: how the page the server fills in names a segment of its path. */
const withBrackets = (route: string) => route.replace(/:(\w+)/g, '[$1]');

/**
 * The app's page with a `<link rel="modulepreload">` for each of `chunks` it does not load already, and a
 * `<link rel="preload" as="fetch">` for each of `data` (a credentialed same-origin request, as the app's own).
 */
export function withPreloads(html: string, chunks: string[], data: string[] = []): string {
  const links = [
    ...chunks.filter((url) => !html.includes(`"${url}"`)).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${withBrackets(url)}">`),
  ];
  if (!/\n[ \t]*<\/head>/.test(html)) throw new Error('the page has no </head> of its own line');
  // Indented as the head's other tags.
  return html.replace(/\n([ \t]*)<\/head>/, (_match, indent: string) =>
    [...links.map((link) => `\n${indent}  ${link}`), `\n${indent}</head>`].join(''),
  );
}

/** The text font's Latin file (@fontsource-variable/inter), which a drawn page's first paint sets its words in. */
const LATIN_FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * A drawn page's head with its text font preloaded: painted before the font came, the page's words would be set
 * again in it, and a heading that wraps otherwise would move what follows (a layout shift Lighthouse counts).
 */
export function withFontPreload(html: string, fontUrl: string): string {
  return html.replace('</head>', `  <link rel="preload" as="font" type="font/woff2" crossorigin href="${fontUrl}">\n  </head>`);
}

/** Writes, for each of `routes`, the app's index.html with the route's page chunks preloaded. */
export function routePreloads(routes = PRELOADED_ROUTES): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'courtside:route-preloads',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') this.error('index.html is not in the bundle');
      const scripts = startScriptsOf(bundle, config.root, config.base);
      const font = Object.values(bundle).find((output) => output.type === 'asset' && LATIN_FONT.test(output.fileName));
      for (const [route, { module, data, afterHydration = [] }] of Object.entries(routes)) {
        const urls = moduleChunkUrls(bundle, config, module);
        const later = afterHydration.flatMap((lazy) => moduleChunkUrls(bundle, config, lazy));
        this.emitFile({ type: 'asset', fileName: routeShellFile(route), source: withPreloads(String(shell.source), urls, data) });
        const drawn = withScriptsAfterPaint(String(shell.source), scripts, [...new Set([...urls, ...later])]);
        this.emitFile({
          type: 'asset',
          fileName: drawnPageFile(route),
          source: font ? withFontPreload(drawn, `${config.base}${font.fileName}`) : drawn,
        });
      }
    },
  };
}
