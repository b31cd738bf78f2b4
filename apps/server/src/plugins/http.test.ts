import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { AppError } from '../lib/errors.js';
import { createTestApp, type TestApp } from '../test/helpers.js';

describe('HTTP behaviour every route shares', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    // A stand-in build of the web app, so that static serving is tested without running Vite.
    distDir = path.join((await import('node:os')).tmpdir(), `courtside-dist-${Date.now()}`);
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    await writeFile(path.join(distDir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
    await mkdir(path.join(distDir, '.vite', 'sourcemaps', 'assets'), { recursive: true });
    await writeFile(path.join(distDir, '.vite', 'sourcemaps', 'assets', 'main-abc123.js.map'), '{"version":3}');
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
    await mkdir(path.join(distDir, 'prerendered'));
    await writeFile(
      path.join(distDir, 'prerendered', 'pricing.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"><h1>Pricing</h1></div></body></html>',
    );
    // A route's page with its chunks and first API answers preloaded (apps/web/route-preloads.ts).
    await mkdir(path.join(distDir, 'prerendered', 'games'));
    await writeFile(
      path.join(distDir, 'prerendered', 'games', '[id].html'),
      '<!doctype html><html><head><title>x</title>\n<link rel="modulepreload" crossorigin href="/assets/game-1.js">\n<link rel="preload" as="fetch" crossorigin href="/api/games/[id]/boxscore">\n</head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => t.close());

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/games/123/unknown']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves the web app for any page path, so the browser router draws it', async () => {
    for (const url of ['/', '/pricing', '/some/unknown/page', '/faq?q=credits']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends a page the build prerendered at its own path only, in the encoding the browser accepts', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const pricing = await t.app.inject({ method: 'GET', url: '/pricing?plan=multi', headers: { 'accept-encoding': encoding } });
      expect(pricing.statusCode, encoding).toBe(200);
      expect(pricing.headers['content-type'], encoding).toContain('text/html');
      expect(pricing.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      // inject does not decode: the body is checked as sent uncompressed.
      if (encoding === 'identity') expect(pricing.body).toContain('<div id="root"><h1>Pricing</h1></div>');
    }
    for (const url of ['/', '/faq', '/pricing/extra', '/prerendered/pricing.html']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('<div id="root"></div>');
    }
  });

  it("sends a route's page with its preloads at every path of that route, the path's id filled in, and only there", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/games/abc-123?tab=1',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toContain('text/html');
      expect(response.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
    }
    const page = (await t.app.inject({ method: 'GET', url: '/games/abc-123' })).body;
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/game-1.js">');
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/api/games/abc-123/boxscore">');
    // Another route, a deeper path, and a segment that is not an id (never written into the page): the plain page.
    for (const url of ['/games', '/games/abc/more', '/games/a%22%3E%3Cscript%3E', '/prerendered/games/[id].html']) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect(body, url).toContain('<div id="root"></div>');
      expect(body, url).not.toContain('preload');
    }
  });

  it('points the home page at HERO_VIDEO_URL when set, and lets the CSP allow its origin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('courtside-hero-video');
    const other = await createTestApp({ WEB_DIST_DIR: distDir, HERO_VIDEO_URL: 'https://cdn.example.com/hero.mp4?v="2"' });
    for (const url of ['/', '/pricing', '/index.html']) {
      const response = await other.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain(
        '<meta name="courtside-hero-video" content="https://cdn.example.com/hero.mp4?v=&quot;2&quot;" />',
      );
      expect(response.headers['content-security-policy'], url).toContain("media-src 'self' https://cdn.example.com");
    }
    await other.close();
  });

  it('caches hashed assets for a year and answers a missing asset with 404, not the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
  });

  it("never serves the app's source maps, wherever the build left them", async () => {
    for (const url of ['/assets/main-abc123.js.map', '/.vite/sourcemaps/assets/main-abc123.js.map', '/.vite/manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('version');
    }
  });

  it('sends a strict Content-Security-Policy and the other helmet headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-trace-12345678' } });
    expect(kept.headers['x-request-id']).toBe('lb-trace-12345678');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it("answers a service's AppError with its status and words, and hides an unexpected error behind a 500", async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, queue: t.queue, logger: false });
    app.get('/api/test-refused', { config: { access: 'public' } }, () => {
      throw new AppError(409, 'no_credits', 'No games remaining');
    });
    app.get('/api/test-broken', { config: { access: 'public' } }, () => {
      throw new Error('connection string with a password in it');
    });
    const refused = await app.inject({ method: 'GET', url: '/api/test-refused' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'no_credits', message: 'No games remaining' } });
    const broken = await app.inject({ method: 'GET', url: '/api/test-broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong. Please try again later.' },
    });
    await app.close();
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/contact']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    // Only the docs pages may use inline styles (Swagger UI needs them); scripts stay strict there too.
    expect(ui.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(ui.headers['content-security-policy']).toContain("script-src 'self';");
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).toContain("style-src 'self';");
  });
});
