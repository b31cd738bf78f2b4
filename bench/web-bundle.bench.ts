/**
 * bench/web-bundle: what / and /pricing make a visitor download before they are interactive (gzipped
 * JavaScript and CSS), and the first contentful paint of / against the very same page served as plain
 * static HTML from the same machine in the same run (the ratio is the figure to watch).
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { ROOT, removeDataDir, startServer } from '../e2e/support/server';

const RUNS = 9;
const JS_BUDGET_KB = 120;
const WEB_DIST = path.join(ROOT, 'apps/web/dist');

interface Download {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: number;
}

/** Loads `url` in a fresh context and adds up the gzipped size of every script and stylesheet it fetched. */
async function downloadsOf(browser: Browser, url: string): Promise<Download> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ type: string; size: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(response.body().then((body) => ({ type, size: gzipSync(body, { level: 9 }).length })));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(bodies);
  await context.close();
  return {
    jsGzipBytes: files.filter((file) => file.type === 'script').reduce((sum, file) => sum + file.size, 0),
    cssGzipBytes: files.filter((file) => file.type === 'stylesheet').reduce((sum, file) => sum + file.size, 0),
    files: files.length,
  };
}

async function firstContentfulPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) return resolve(entry.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? Number.NaN)).observe({
          type: 'paint',
          buffered: true,
        });
      }),
  );
  await context.close();
  return fcp;
}

/** The rendered home page as static HTML: the app's own markup and stylesheet, no script. */
async function staticCopyOfHome(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const html = await page.evaluate(() => {
    document.querySelectorAll('script, link[rel="modulepreload"]').forEach((element) => element.remove());
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await page.close();
  return html;
}

async function serveStatic(html: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.css': 'text/css',
    '.js': 'text/javascript',
    '.woff2': 'font/woff2',
    '.jpg': 'image/jpeg',
    '.mp4': 'video/mp4',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(html);
      return;
    }
    readFile(path.join(WEB_DIST, path.normalize(pathname)))
      .then((body) =>
        response.writeHead(200, { 'content-type': types[path.extname(pathname)] ?? 'application/octet-stream' }).end(body),
      )
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function run(): Promise<string[]> {
  const server = await startServer();
  const browser = await launchChromium();
  const lines: string[] = [];
  try {
    for (const [name, route] of [
      ['home', '/'],
      ['pricing', '/pricing'],
    ] as const) {
      const download = await downloadsOf(browser, `${server.url}${route}`);
      lines.push(`web-bundle.${name}.js_gzip: ${kb(download.jsGzipBytes)} KB`);
      lines.push(`web-bundle.${name}.css_gzip: ${kb(download.cssGzipBytes)} KB`);
      if (name === 'home')
        lines.push(
          `web-bundle.home.js_budget_used: ${((download.jsGzipBytes / 1024 / JS_BUDGET_KB) * 100).toFixed(0)} % of ${JS_BUDGET_KB} KB`,
        );
    }

    const copy = await serveStatic(await staticCopyOfHome(browser, `${server.url}/`));
    const app: number[] = [];
    const plain: number[] = [];
    // Alternate the two so that machine noise falls on both alike.
    for (let run = 0; run < RUNS; run += 1) {
      app.push(await firstContentfulPaint(browser, `${server.url}/`));
      plain.push(await firstContentfulPaint(browser, copy.url));
    }
    copy.server.close();
    lines.push(`web-bundle.home.fcp: ${median(app).toFixed(0)} ms`);
    lines.push(`web-bundle.static-home.fcp: ${median(plain).toFixed(0)} ms`);
    lines.push(`web-bundle.home.fcp_ratio: ${(median(app) / median(plain)).toFixed(2)} x static`);
  } finally {
    await browser.close();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
  return lines;
}
