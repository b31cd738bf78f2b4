import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { createTestApp, signUpUser, type TestApp } from '../../test/helpers.js';
import { changeCredits } from '../credits/credits.service.js';
import { makeTestVideo } from '../../test/test-video.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('uploads with STORAGE=s3 (against s3rver, a local S3-compatible server)', () => {
  let s3: S3rver;
  let endpoint: string;
  let t: TestApp;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-s3-upload-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'footage', configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      STORAGE: 's3',
      S3_BUCKET: 'footage',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('puts the finished upload in the bucket and streams it back from there with Range', async () => {
    const file = path.join(directory, 'game.mp4');
    const video = await makeTestVideo(file);
    const user = await signUpUser(t, 'coach@club.com.au');
    await t.database.db.transaction((tx) => changeCredits(tx, { organizationId: user.id, delta: 1, reason: 'purchase' }));

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        cookie: user.cookie,
        origin: t.config.baseUrl,
        'tus-resumable': '1.0.0',
        'upload-length': String(video.length),
        'upload-metadata': `filename ${Buffer.from('game.mp4').toString('base64')}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const location = new URL(created.headers.location as string, 'http://localhost/api/uploads/').pathname;
    const finished = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        cookie: user.cookie,
        origin: t.config.baseUrl,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: video,
    });
    expect(finished.statusCode).toBe(204);

    const [game] = await t.database.db.select().from(games).where(eq(games.organizationId, user.id));
    expect(game?.status).toBe('queued');
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: 'footage', Key: game?.storageKey ?? '' }));
    expect(sha256(await object.Body!.transformToByteArray())).toBe(sha256(video));

    const part = await t.app.inject({
      method: 'GET',
      url: `/api/games/${game?.id}/video`,
      headers: { cookie: user.cookie, range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(10, 20))).toBe(true);
  });
});
