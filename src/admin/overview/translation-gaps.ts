import type { CollectionName, DocumentOf } from '@/content';
import { locales, type Locale } from '@/lib/locales';
import { missingTranslations } from '@/lib/missing-translations';
import type { LoadCollection } from '../activity/targets';
import { itemPathOf, type CollectionDefinition } from '../collection/definition';

/** One item with texts still in English only: the languages that lack some, and how many texts lack one. */
export interface ItemGap {
  collection: string;
  title: string;
  href: string;
  languages: Locale[];
  missingTexts: number;
}

export interface CollectionGaps {
  /** The definition's key: its collection's name, or its own where several share one (`pages.home`). */
  collection: string;
  label: string;
  /** How many items lack a text in at least one language, of how many. */
  incomplete: number;
  total: number;
}

/**
 * Where the site still falls back to English, per collection the admin edits, counted as the editor's language buttons
 * count (a text with English and nothing in the language). `worst` lists the items missing the most texts, so the
 * overview can send a translator straight to them.
 */
export async function translationGaps(
  definitions: readonly CollectionDefinition[],
  load: LoadCollection,
  { worst = 5 }: { worst?: number } = {},
): Promise<{ collections: CollectionGaps[]; worst: ItemGap[] }> {
  const loaded = await Promise.all(
    definitions.map(async (definition) => ({ definition, documents: await load(definition.collection) })),
  );
  const items: ItemGap[] = [];
  const collections = loaded.map(({ definition, documents }) => {
    // Several definitions may share a collection (each fixed page edits its own document of `pages`): each counts its own.
    const idSchema = definition.id.kind === 'slug' ? definition.id.schema : undefined;
    const own = [...documents].filter(([id]) => !idSchema || idSchema.safeParse(id).success);
    let incomplete = 0;
    for (const [id, { data }] of own) {
      const missing = missingTranslations(data);
      const languages = locales.filter((locale) => missing[locale] > 0);
      if (languages.length === 0) continue;
      incomplete++;
      items.push({
        collection: definition.plural,
        title: definition.titleOf(data as DocumentOf<CollectionName>),
        href: itemPathOf(definition, id),
        languages,
        missingTexts: languages.reduce((sum, locale) => sum + missing[locale], 0),
      });
    }
    return {
      collection: definition.key ?? definition.collection,
      label: definition.plural,
      incomplete,
      total: own.length,
    };
  });
  items.sort((a, b) => b.missingTexts - a.missingTexts || a.title.localeCompare(b.title));
  return { collections, worst: items.slice(0, worst) };
}
