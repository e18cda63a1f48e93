import { mediaDirectory, type Env } from '@/lib/env';

/** Where the site keeps the data a backup must hold: its database, and the media files unless they are in it. */
export interface SiteStorage {
  databaseUrl: string;
  mediaStorage: Env['MEDIA_STORAGE'];
  /** The files store's directory; unused when the media files are rows of the database. */
  mediaDir: string;
}

/** The storage the environment configures, as the running site sees it. */
export function siteStorage(env: Pick<Env, 'DATABASE_URL' | 'MEDIA_STORAGE' | 'MEDIA_DIR'>): SiteStorage {
  return { databaseUrl: env.DATABASE_URL, mediaStorage: env.MEDIA_STORAGE, mediaDir: mediaDirectory(env) };
}
