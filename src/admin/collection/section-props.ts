import type { ReactNode } from 'react';
import type { AdminSession } from '@/server/auth/session';
import type { SectionQuery } from '../section-query';
import type { collectionActions } from './collection-actions';
import type { CollectionDefinition } from './definition';

type ItemActions = ReturnType<typeof collectionActions>;

/** A definition's actions as its forms call them: server actions with the definition's key bound (see `Collections`). */
export type BoundActions = {
  [K in keyof ItemActions]: (input: unknown) => Promise<Awaited<ReturnType<ItemActions[K]>>>;
};

/**
 * The registry's side of the generic screens: every definition, found by key, and each one's actions. The list is
 * declared above the engine (src/admin/collections.ts) and handed down by the panel's sections, so the engine knows no
 * collection of its own.
 */
export interface Collections {
  /** Every definition, in the panel's order. */
  readonly all: readonly CollectionDefinition[];
  /** The definition of a key (`projects`, `pages.home`), or nothing for a key that is none. */
  byKey(key: string): CollectionDefinition | undefined;
  actionsOf(definition: CollectionDefinition): BoundActions;
  /** An item's search appearance in its editor's side panel: the SEO section's form of the item's page. */
  seoPanel(seoKey: string): ReactNode;
}

/**
 * What a section's view gets (sections.tsx): the open item (`/admin/<section>/<item>`), the query (filters, tabs), the
 * session of the person using the panel (who did what, what an owner alone may see) and the admin's collections.
 */
export interface SectionProps {
  item: string | undefined;
  query: SectionQuery;
  session: AdminSession;
  collections: Collections;
}
