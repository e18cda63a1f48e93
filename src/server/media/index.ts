import 'server-only';
import { env, mediaDirectory, type Env } from '@/lib/env';
import { parseS3Url } from '@/lib/s3-url';
import { getDb } from '@/server/db';
import { createMediaQueue, type MediaQueue } from './queue';
import { databaseStore, fileStore, s3Store, type MediaStore } from './store';

const state = globalThis as typeof globalThis & { __agencyMediaStore?: MediaStore; __agencyMediaQueue?: MediaQueue };

/** The store MEDIA_STORAGE names: files under MEDIA_DIR, the database, or the bucket of MEDIA_S3_URL. */
export function getMediaStore(): MediaStore {
  state.__agencyMediaStore ??= storeOf(env());
  return state.__agencyMediaStore;
}

function storeOf(config: Env): MediaStore {
  switch (config.MEDIA_STORAGE) {
    case 'database':
      return databaseStore(getDb());
    case 's3': {
      // The environment was checked at start: the address is there and reads as a bucket.
      const location = parseS3Url(config.MEDIA_S3_URL ?? '');
      if (typeof location === 'string') throw new Error(`MEDIA_S3_URL ${location}`);
      return s3Store(location);
    }
    case 'files':
      return fileStore(mediaDirectory(config));
  }
}

/** The process's variant queue, started on first use (by the server's start, or the first upload). */
export function getMediaQueue(): MediaQueue {
  state.__agencyMediaQueue ??= createMediaQueue({ db: getDb, store: getMediaStore });
  return state.__agencyMediaQueue;
}
