import 'server-only';
import { env, mediaDirectory } from '@/lib/env';
import { getDb } from '@/server/db';
import { createMediaQueue, type MediaQueue } from './queue';
import { databaseStore, fileStore, type MediaStore } from './store';

const state = globalThis as typeof globalThis & { __agencyMediaStore?: MediaStore; __agencyMediaQueue?: MediaQueue };

/** The store MEDIA_STORAGE names: files under MEDIA_DIR, or the database. */
export function getMediaStore(): MediaStore {
  state.__agencyMediaStore ??=
    env().MEDIA_STORAGE === 'database' ? databaseStore(getDb()) : fileStore(mediaDirectory(env()));
  return state.__agencyMediaStore;
}

/** The process's variant queue, started on first use (by the server's start, or the first upload). */
export function getMediaQueue(): MediaQueue {
  state.__agencyMediaQueue ??= createMediaQueue({ db: getDb, store: getMediaStore });
  return state.__agencyMediaQueue;
}
