import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { styleHashes } from './web.js';

/**
 * A stand-in for the web app's Node bundle (apps/web/src/prerender.tsx): `/s/:token` reads the session, `/games/:id`
 * the session and the game, `/dashboard` the session but with `?session_id=`; it draws the answers it was given,
 * with a style attribute, and fails for `/s/boom`.
 */
const RENDERER = `
export const PAGE_ANSWERS_ID = 'page-answers';
export function pageQueries(pathname, search) {
  if (pathname === '/dashboard') return new URLSearchParams(search).has('session_id') ? null : [{ url: '/api/me' }];
  const game = /^\\/games\\/([^/]+)$/.exec(pathname);
  if (game) return [{ url: '/api/me' }, { url: '/api/games/' + game[1] }];
  if (/^\\/s\\/[^/]+$/.test(pathname)) return [{ url: '/api/me' }];
  return null;
}
export async function renderPage(pathname, bodies) {
  if (pathname === '/s/boom') throw new Error('the page failed to draw');
  return {
    markup: '<h1 style="color:#1d4ed8">Drawn ' + pathname + ' $&</h1><p style="width:50%;content:&quot;a&amp;b&quot;">x</p>',
    answers: [{ key: ['me'], data: bodies.get('/api/me') }, { key: ['note'], data: "</script><script>alert(1)</script> $& $' $1" }],
  };
}
`;

const page = (head: string) =>
  `<!doctype html><html><head><title>x</title>${head}\n</head><body><div id="root"></div>\n  </body></html>`;

describe('pages the server draws (the statistics pages, issue 27)', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = path.join(os.tmpdir(), `courtside-web-${String(Date.now())}`);
    const distDir = path.join(root, 'dist');
    for (const folder of ['prerendered/games', 'prerendered/s', 'drawn/games', 'drawn/s', 'assets'])
      await mkdir(path.join(distDir, folder), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), page(''));
    const shell = page('\n<link rel="preload" as="fetch" crossorigin href="/api/me">');
    await writeFile(path.join(distDir, 'prerendered', 'games', '[id].html'), shell);
    await writeFile(path.join(distDir, 'prerendered', 's', '[token].html'), shell);
    const drawn = page('\n<script type="module" crossorigin src="/assets/start-1.js" data-app="/assets/index-1.js"></script>');
    await writeFile(path.join(distDir, 'drawn', 'games', '[id].html'), drawn);
    await writeFile(path.join(distDir, 'drawn', 's', '[token].html'), drawn);
    // A route without a segment: its route page is sent at its own path (prerendered/), drawn where it can be.
    await writeFile(path.join(distDir, 'prerendered', 'dashboard.html'), shell);
    await writeFile(path.join(distDir, 'drawn', 'dashboard.html'), drawn);
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist-ssr', 'prerender.js'), RENDERER);
    t = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('draws a page from its API answers, asked in process, with the answers inside it where no `<` can end their script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/s/token-1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><h1 style="color:#1d4ed8">Drawn /s/token-1 $&</h1>');
    expect(response.body).toContain('src="/assets/start-1.js"');
    const answers = /<script type="application\/json" id="page-answers">(.*)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(answers).not.toContain('<');
    expect(JSON.parse(answers)).toEqual([
      { key: ['me'], data: { user: null, profile: null } },
      { key: ['note'], data: "</script><script>alert(1)</script> $& $' $1" },
    ]);
  });

  it('keeps a drawn page from every cache and allows exactly its style attributes, by their hashes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/s/token-1' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toContain('Cookie');
    const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    const styleSrc = /style-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(styleSrc).toBe(`'self' 'unsafe-hashes' ${hash('color:#1d4ed8')} ${hash('width:50%;content:"a&b"')}`);
    // Any other page keeps the strict policy.
    const other = await t.app.inject({ method: 'GET', url: '/teams' });
    expect(/style-src ([^;]*)/.exec(String(other.headers['content-security-policy']))?.[1]).toBe("'self'");
  });

  it('sends the empty route page instead where an answer is not 200 (the game is not the reader’s) or drawing fails', async () => {
    for (const url of ['/games/6c1f3a52-2f5b-4c1e-9a3e-7d1f0b6c8e21', '/s/boom']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');
      expect(response.body, url).not.toContain('page-answers');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('draws a route without a segment at its path, and leaves a page drawn under a query it does not read, but not where the page says no', async () => {
    for (const url of ['/dashboard', '/s/token-1?fbclid=abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain(`<div id="root"><h1 style="color:#1d4ed8">Drawn ${url.split('?')[0] ?? ''} $&</h1>`);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    // The dashboard on return from a payment: the route's page, with its preloads, for the browser to render.
    const paid = await t.app.inject({ method: 'GET', url: '/dashboard?session_id=cs_test_1' });
    expect(paid.body).toContain('<div id="root"></div>');
    expect(paid.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');
    expect(paid.body).not.toContain('page-answers');
    expect(paid.headers['cache-control']).toBe('no-cache');
  });

  it('hashes a style attribute as the browser reads it, its entities decoded', () => {
    const digest = createHash('sha256').update('content:"<a&b>"').digest('base64');
    expect(
      styleHashes('<p style="content:&quot;&lt;a&amp;b&gt;&quot;"></p><i style="content:&quot;&lt;a&amp;b&gt;&quot;"></i>'),
    ).toEqual([`'sha256-${digest}'`]);
  });
});
