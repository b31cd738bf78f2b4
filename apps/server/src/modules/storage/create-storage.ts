import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The configured footage storage: DATA_DIR/footage, or the S3 bucket with STORAGE=s3. */
export function createStorage(config: Config): Storage {
  const { storage } = config;
  if (storage.kind === 'local') return createLocalStorage(path.join(config.dataDir, 'footage'));
  if (!storage.s3Bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return createS3Storage({
    bucket: storage.s3Bucket,
    region: storage.s3Region,
    endpoint: storage.s3Endpoint,
    accessKeyId: storage.s3AccessKeyId,
    secretAccessKey: storage.s3SecretAccessKey,
  });
}
