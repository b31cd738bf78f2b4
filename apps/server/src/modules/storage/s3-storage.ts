import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type Storage } from './storage.js';

export interface S3Settings {
  bucket: string;
  region?: string | undefined;
  /** For S3-compatible stores (MinIO, R2, a local test server); path-style addressing is used with it. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** Footage in an S3-compatible bucket; large files go up in parallel multipart chunks. */
export function createS3Storage(settings: S3Settings): Storage {
  const config: S3ClientConfig = {
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
  };
  const client = new S3Client(config);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async putFile(key, filePath, contentType) {
      assertSafeKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: createReadStream(filePath), ContentType: contentType },
        partSize: 16 * 1024 * 1024,
        queueSize: 4,
      });
      await upload.done();
      await unlink(filePath);
    },
    async size(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async read(key, range) {
      assertSafeKey(key);
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
      );
      if (!object.Body) throw new Error(`S3 returned no body for ${key}`);
      return object.Body as Readable;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async ready() {
      // The bucket exists and these credentials may use it; no object is read or written.
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
