import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { games } from '../db/schema.js';
import { createTestApp, signUpUser, type TestApp } from '../test/helpers.js';
import { chooseEncoding } from './compression.js';

const SCRIPT = `export const players = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `Player ${index}`))};\n`;
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
const ROWS = { rows: Array.from({ length: 100 }, (_, index) => ({ index, name: 'A player with a long enough name' })) };

describe('the encoding chosen for an Accept-Encoding header', () => {
  it('prefers Brotli, then gzip, honours q=0 and takes * for any coding not named', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.1')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', 'BR;Q=0']) {
      expect(chooseEncoding(header), header).toBeNull();
    }
  });
});

describe('compression', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let distDir: string;
  let scriptBr: Buffer;
  let scriptGz: Buffer;

  beforeAll(async () => {
    // A stand-in build of the web app with the copies precompress.ts writes, so that serving them is tested
    // without running Vite.
    distDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(
      path.join(distDir, 'index.html'),
      `<!doctype html><html><head><title>x</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`,
    );
    scriptBr = brotliCompressSync(SCRIPT);
    scriptGz = gzipSync(SCRIPT);
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), SCRIPT);
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js.br'), scriptBr);
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js.gz'), scriptGz);
    // A file the build left without copies.
    await writeFile(path.join(distDir, 'favicon.svg'), ICON);
    t = await createTestApp({ WEB_DIST_DIR: distDir });

    app = await buildApp({ config: t.config, db: t.database.db, queue: t.queue, logger: false });
    app.get('/api/test-rows', { config: { access: 'public' } }, () => ROWS);
    app.get('/api/test-small', { config: { access: 'public' } }, () => ({ ok: true }));
    app.get('/api/test-nothing', { config: { access: 'public' } }, (_request, reply) => reply.status(204).send());
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (target: FastifyInstance, url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    target.inject({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
    });

  describe('JSON answers', () => {
    it('are sent with Brotli when the client accepts it, gzip when it only accepts gzip, and as they are otherwise', async () => {
      const br = await get(app, '/api/test-rows', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(JSON.stringify(ROWS).length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(ROWS);

      const gzip = await get(app, '/api/test-rows', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(ROWS);

      for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
        const plain = await get(app, '/api/test-rows', acceptEncoding);
        expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
        expect(plain.json(), acceptEncoding).toEqual(ROWS);
      }
    });

    it('are sent as they are under 1 KB, and a 204 or a HEAD still answers', async () => {
      const small = await get(app, '/api/test-small', 'br, gzip');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual({ ok: true });

      const nothing = await get(app, '/api/test-nothing', 'br, gzip');
      expect(nothing.statusCode).toBe(204);
      expect(nothing.rawPayload.length).toBe(0);

      const head = await app.inject({ method: 'HEAD', url: '/api/test-rows', headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
    });
  });

  it('sends footage byte for byte, whole or in ranges, whatever the client accepts', async () => {
    const owner = await signUpUser(t, 'compression-owner@club.com.au');
    // Zeros would shrink to nothing if compressed.
    const footage = Buffer.alloc(20_000);
    const storageKey = 'games/compression-test/original.mp4';
    await mkdir(path.join(t.config.dataDir, 'footage', 'games', 'compression-test'), { recursive: true });
    await writeFile(path.join(t.config.dataDir, 'footage', storageKey), footage);
    const [game] = await t.database.db
      .insert(games)
      .values({
        organizationId: owner.id,
        actorId: owner.id,
        name: 'Footage',
        status: 'queued',
        source: 'file',
        storageKey,
        contentType: 'video/mp4',
      })
      .returning();
    const url = `/api/games/${game?.id}/video`;

    const whole = await get(t.app, url, 'br, gzip', { cookie: owner.cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(footage.length));
    expect(whole.rawPayload.equals(footage)).toBe(true);

    const part = await get(t.app, url, 'br, gzip', { cookie: owner.cookie, range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${footage.length}`);
    expect(part.rawPayload.length).toBe(1000);
  });

  describe('the web app', () => {
    it('sends a script as the Brotli or gzip copy the build wrote, or as it is', async () => {
      const br = await get(t.app, '/assets/app-abc123.js', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.equals(scriptBr)).toBe(true);

      const gzip = await get(t.app, '/assets/app-abc123.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(scriptGz)).toBe(true);

      const plain = await get(t.app, '/assets/app-abc123.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body).toBe(SCRIPT);
    });

    it('sends a file the build left without copies as it is, and never serves a copy by its own name', async () => {
      const icon = await get(t.app, '/favicon.svg', 'br, gzip');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-encoding']).toBeUndefined();
      expect(icon.headers.vary).toBeUndefined();
      expect(icon.body).toBe(ICON);
      expect((await get(t.app, '/assets/app-abc123.js.br')).statusCode).toBe(404);
    });

    it('sends the page compressed as the browser accepts, still revalidated each time', async () => {
      const br = await get(t.app, '/pricing', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('text/html');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');

      const gzip = await get(t.app, '/', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');

      const plain = await get(t.app, '/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<div id="root">');

      const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.rawPayload.length).toBe(0);
    });
  });
});
