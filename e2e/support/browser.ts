import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Download, Page } from 'playwright-core';
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

/** A page in a fresh context at the given viewport (and `options`: a time zone), recording every error the page reports. */
export async function openPage(browser: Browser, viewport: ViewportName, options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], ...options, baseURL: inject('baseUrl') });
  const page = await context.newPage();
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
  return { page, problems, close: () => context.close() };
}

/** Accessibility violations axe rates serious or critical. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
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

/** What a download holds, read through the browser's connection (`path()` is refused on a connected browser). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
