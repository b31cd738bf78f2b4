import axe from 'axe-core';
import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from 'playwright-core';
import { inject } from 'vitest';
import { connectChromium } from './chromium';

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** The run's Chromium (global-setup.ts); `close()` on it closes this spec's contexts and leaves the browser running. */
export const launchBrowser = (): Promise<Browser> => connectChromium(inject('browserEndpoint'));

export interface TestPage {
  page: Page;
  /** Console errors, uncaught exceptions and Content-Security-Policy violations seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/**
 * Contexts a spec has closed its pages in, by browser and options, to open its next pages in. Each keeps a page
 * that runs no script (its keeper, on the site's icon), so that its renderer process, with the app's scripts
 * compiled, outlives the test's pages: a page opened in a new context cost 2.8 CPU-seconds here, one opened beside
 * a live page of its context 0.9. The public pages and statistics specs took 14 % less CPU (about 203 s against 234-240).
 * Before it is handed out again, a context forgets everything a test could leave in it (`reset`); only the
 * caches stay.
 */
const idleContexts = new WeakMap<Browser, Map<string, BrowserContext[]>>();
const keepers = new WeakSet<Page>();

function idleContextsFor(browser: Browser, key: string): BrowserContext[] {
  const pool = idleContexts.get(browser) ?? new Map<string, BrowserContext[]>();
  idleContexts.set(browser, pool);
  const idle = pool.get(key) ?? [];
  pool.set(key, idle);
  return idle;
}

/** Everything of one test's in a context but the caches: cookies, the origin's storage, headers, routes, permissions. */
async function reset(context: BrowserContext, page: Page) {
  await Promise.all([
    context.clearCookies(),
    context.clearPermissions(),
    context.setExtraHTTPHeaders({}),
    context.unrouteAll(),
    context.setOffline(false),
  ]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(inject('baseUrl')).origin,
    storageTypes: 'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,shared_storage',
  });
  await cdp.detach();
}

/**
 * A page in a context of its own at the given viewport (and `options`: a time zone), recording every error the page
 * reports. The context is new, or one a closed page left, reset: no cookie, storage or permission of another test.
 */
export async function openPage(browser: Browser, viewport: ViewportName, options: BrowserContextOptions = {}): Promise<TestPage> {
  const idle = idleContextsFor(browser, JSON.stringify([viewport, options]));
  const reused = idle.pop();
  const context = reused ?? (await browser.newContext({ ...VIEWPORTS[viewport], ...options, baseURL: inject('baseUrl') }));
  if (!reused) {
    // A page that runs no script keeps the context's renderer alive between tests (see idleContexts).
    const keeper = await context.newPage();
    await keeper.goto('/favicon.svg');
    keepers.add(keeper);
  }
  const page = await context.newPage();
  if (reused) await reset(context, page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    // React says this only in a development build; the tests must run what `npm start` serves.
    if (message.text().includes('React DevTools')) problems.push('React development build served');
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const close = async () => {
    await Promise.all(
      context
        .pages()
        .filter((open) => !keepers.has(open))
        .map((open) => open.close()),
    );
    idle.push(context);
  };
  return { page, problems, close };
}

/**
 * Closes a page once its test is done with it, and takes it off the spec's `opened` (which its afterAll closes, so
 * that a failed test's pages are closed there, once). Its context goes back to openPage's pool, so the next page of
 * that viewport opens in it instead of a new context (2 CPU-seconds of Chromium more); left open, the page would also
 * keep running (drawing, its footage loaded) while the rest of the spec runs. Its `problems` stay readable.
 */
export async function release(opened: TestPage[], page: TestPage): Promise<void> {
  const at = opened.indexOf(page);
  // Released already: closing it again would hand its context to the pool twice.
  if (at < 0) return;
  opened.splice(at, 1);
  await page.close();
}

/** The rules the specs hold every page to: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What axe-core adds to a page's window once its source has run there. */
interface AxeWindow {
  axe?: typeof axe;
}

/**
 * The serious and critical accessibility violations axe finds in a page's own document (`exclude`: the parts left
 * out, as CSS selectors), each as `rule: help (the elements)`. axe-core runs in the page directly: its source once
 * a document (it stays through the app's own navigations), then one run that returns the violations only: 1.0-1.5
 * CPU-seconds of Chromium's on a public page, most of it axe's rules (color contrast the most), as through
 * @axe-core/playwright's builder, which evaluated the 550 KB source twice a run and, in a busy run, gave up on a
 * frame's copy after a second without a word. Frames are not read (`iframes: false`): our pages' only one is the
 * workspace's YouTube or Vimeo player, another origin's; the element that holds it is checked in the page (a
 * frame's title, for one).
 */
export async function seriousA11yViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const checker = (window as AxeWindow).axe;
      if (!checker) throw new Error('axe-core did not load in the page');
      const { violations } = await checker.run(
        { exclude: exclude.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false },
      );
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
    },
    { tags: AXE_TAGS, exclude },
  );
}

/**
 * Opens `path` and waits until its page (a lazy chunk) has drawn its heading and React has committed it. A page the
 * build prerendered (apps/web/prerender.ts) shows its heading before its script has run, and a click while React is
 * still hydrating can be lost; the root layout marks the document (`data-interactive`) once the app is committed.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/** The pages `page` prints on A4, as a browser's print dialog would make them. */
export async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  // One page object per page ("/Type /Pages" is the tree above them).
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}

/** What a download holds, read through the browser's connection (`path()` is refused on a connected browser). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
