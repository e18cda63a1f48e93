import 'server-only';
import type { CollectionName } from '@/content';
import { getDb } from '@/server/db';
import { getDocument } from '@/server/queries/documents';
import { getDraft } from '@/server/queries/drafts';

/** An item as published and its draft, and its data: the published one's, else the draft's (a new item's). */
export async function publishedOrDraft<C extends CollectionName>(collection: C, id: string) {
  const stored = await getDocument(getDb(), collection, id);
  const draft = await getDraft(getDb(), collection, id);
  return { stored, draft, data: stored?.data ?? draft?.data };
}
