import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

interface PrerenderedPage {
  /** Its file in dist/prerendered. */
  file: string;
  /** The page's module (apps/web/src/app/router.tsx loads it), whose chunks the page preloads. */
  module: string;
}

/**
 * The pages a first visit most often lands on, written out as HTML at build time (dist/prerendered/<file>), so
 * the browser paints them before any script has run; the server sends each in place of the empty index.html at
 * its path (apps/server/src/plugins/web.ts), and main.tsx hydrates it.
 */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  '/': { file: 'index.html', module: 'src/pages/home/home-page.tsx' },
  '/pricing': { file: 'pricing.html', module: 'src/pages/pricing/pricing-page.tsx' },
};
export const PRERENDERED_DIR = 'prerendered';
/** The Node bundle of src/prerender.tsx, beside dist/ (apps/server/src/plugins/web.ts imports it). */
export const SSR_DIR = 'dist-ssr';

const ROOT_ELEMENT = '<div id="root"></div>';

/** A style attribute that only sets custom properties: Radix's accordion sets its height variables this way. */
const VARIABLES_ONLY_STYLE = / style="(?:\s*--[\w-]+:[^;"]*;?)+"/g;

/**
 * The markup without style attributes, which the Content-Security-Policy (style-src 'self') refuses in a page.
 * Only custom properties nothing of ours reads may go (React sets styles through the DOM after hydration, which
 * the policy allows); any other style attribute fails the build.
 */
export function withoutStyleAttributes(markup: string): string {
  const stripped = markup.replace(VARIABLES_ONLY_STYLE, '');
  const left = / style="[^"]*"/.exec(stripped);
  if (left) throw new Error(`a prerendered page has a style attribute the CSP refuses: ${left[0]}`);
  return stripped;
}

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const APP_TAGS = /\n\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/** The scripts a prerendered or drawn page starts with (src/start.ts), as URLs. */
export interface StartScripts {
  /** src/start.ts's chunk. */
  start: string;
  /** The chunk of src/react-first.ts (React and its DOM renderer), which src/start.ts runs a task before the app. */
  first: string;
}

/** The start scripts' chunks in a bundle (vite.config.ts makes them); a missing one fails the build. */
export function startScriptsOf(bundle: Rollup.OutputBundle, root: string, base: string): StartScripts {
  const start = facadeChunk(bundle, root, 'src/start.ts');
  if (!start) throw new Error('src/start.ts has no chunk of its own: is it an input in vite.config.ts?');
  const first = chunksOf(bundle).find((chunk) => chunk.moduleIds.includes(path.join(root, 'src/react-first.ts')));
  if (!first) throw new Error('src/react-first.ts is in no chunk: src/start.ts must import it');
  return { start: `${base}${start.fileName}`, first: `${base}${first.fileName}` };
}

/**
 * The head of a prerendered page: src/start.ts in place of the app's scripts, which it asks for once the page has
 * painted, together with the chunks the app preloads and those of this page (which the app would otherwise only
 * ask for once it has run), and the chunk it runs first.
 */
export function withScriptsAfterPaint(html: string, scripts: StartScripts, pageChunks: string[]): string {
  const app = APP_SCRIPT.exec(html)?.[1];
  if (!app) throw new Error('the page has no module script of the app');
  const preload = [...new Set([...[...html.matchAll(APP_PRELOAD)].map((match) => match[1]), ...pageChunks])].filter(
    (href) => href !== app,
  );
  const start = `<script type="module" crossorigin src="${scripts.start}" data-app="${app}" data-first="${scripts.first}" data-preload="${preload.join(' ')}"></script>`;
  return html.replace(APP_TAGS, '').replace('</head>', `  ${start}\n  </head>`);
}

const chunksOf = (bundle: Rollup.OutputBundle) => Object.values(bundle).filter((output) => output.type === 'chunk');

/** The chunk a module (a path under the app's root) is the entry of, if it has one of its own. */
const facadeChunk = (bundle: Rollup.OutputBundle, root: string, module: string) =>
  chunksOf(bundle).find((chunk) => chunk.facadeModuleId === path.join(root, module));

/**
 * The URLs of a module's chunk and of every chunk it imports statically (what runs before its page can render),
 * which a prerendered or drawn page asks for; a module without a chunk of its own fails the build.
 */
export function moduleChunkUrls(bundle: Rollup.OutputBundle, config: ResolvedConfig, module: string): string[] {
  const chunk = facadeChunk(bundle, config.root, module);
  if (!chunk) throw new Error(`${module} has no chunk of its own`);
  const seen = new Set<string>();
  const files = (fileName: string): string[] => {
    const imported = bundle[fileName];
    if (seen.has(fileName) || imported?.type !== 'chunk') return [];
    seen.add(fileName);
    return [fileName, ...imported.imports.flatMap(files)];
  };
  return files(chunk.fileName).map((file) => `${config.base}${file}`);
}

/**
 * After the browser build has made index.html, builds src/prerender.tsx for Node with the same config (so asset
 * URLs and constants match the browser's bundle), renders each page into a copy of index.html and adds the copies
 * to the build's output.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'courtside:prerender',
    // Not in the Node build it starts itself.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset' || !String(shell.source).includes(ROOT_ELEMENT)) {
        this.error(`index.html with an empty ${ROOT_ELEMENT} is not in the bundle`);
      }
      // Inside the package, so that Node resolves the bundle's external imports (react, react-router) from here.
      // Kept beside dist/ (never served): the server draws the statistics pages with it (apps/server plugins/web.ts).
      const outDir = path.join(config.root, SSR_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, sourcemap: false, manifest: false },
      });
      const entry = pathToFileURL(path.join(outDir, 'prerender.js')).href;
      const { render } = (await import(entry)) as { render: (pathname: string) => Promise<string> };
      const scripts = startScriptsOf(bundle, config.root, config.base);
      for (const [pathname, page] of Object.entries(PRERENDERED_PAGES)) {
        const markup = withoutStyleAttributes(await render(pathname));
        const html = String(shell.source).replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
        this.emitFile({
          type: 'asset',
          fileName: `${PRERENDERED_DIR}/${page.file}`,
          source: withScriptsAfterPaint(html, scripts, moduleChunkUrls(bundle, config, page.module)),
        });
      }
    },
  };
}
