import 'server-only';
import type { Kysely } from 'kysely';
import { isPagePath, splitLocale } from '@/lib/paths';
import type { Database } from '@/server/db/schema';
import { byId, collectionQueries } from './collection';
import { listDocuments } from './documents';

const landingPages = collectionQueries('landingPages', byId);
export const getLandingPage = landingPages.get;
export const listLandingPages = landingPages.list;

/**
 * Whether a path (as a visitor's browser sends it, with its language prefix) is a page of the site: one of its fixed
 * pages, or a published page built from blocks. What analytics counts by its path; anything else is "other".
 */
export async function sitePathTest(db: Kysely<Database>): Promise<(path: string) => boolean> {
  const addresses = new Set((await listDocuments(db, 'landingPages')).map((page) => `/${page.id}`));
  return (path) => isPagePath(path) || addresses.has(splitLocale(path).path);
}
