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
  collection: CollectionName;
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
    let incomplete = 0;
    for (const [id, { data }] of documents) {
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
    return { collection: definition.collection, label: definition.plural, incomplete, total: documents.size };
  });
  items.sort((a, b) => b.missingTexts - a.missingTexts || a.title.localeCompare(b.title));
  return { collections, worst: items.slice(0, worst) };
}
