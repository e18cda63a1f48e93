import 'server-only';
import type { PageId, PageOf } from '@/content/page';
import { byId, collectionQueries } from './collection';

const pages = collectionQueries('pages', byId);

export async function getPage<Id extends PageId>(id: Id): Promise<PageOf<Id> | undefined> {
  const page = await pages.get(id);
  return page?.id === id ? (page as PageOf<Id>) : undefined;
}
