import type { Kysely } from 'kysely';
import { isPagePath, splitLocale } from '@/lib/paths';
import type { Database } from '@/server/db/schema';
import { listDocuments } from '@/server/queries/documents';

/**
 * Whether a path (as a visitor's browser sends it, with its language prefix) is a page of the site: one of its fixed
 * pages, or a published page built from blocks. What analytics counts by its path; anything else is "other".
 */
export async function sitePathTest(db: Kysely<Database>): Promise<(path: string) => boolean> {
  const addresses = new Set((await listDocuments(db, 'landingPages')).map((page) => `/${page.id}`));
  return (path) => isPagePath(path) || addresses.has(splitLocale(path).path);
}
