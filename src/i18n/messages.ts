import type { Locale } from '@/lib/locales';
import common from '../../messages/en/common.json';
import home from '../../messages/en/home.json';
import shell from '../../messages/en/shell.json';

/**
 * The UI message catalogs, one JSON file per area under messages/<locale>/. English is complete; the other languages
 * may be partial, and every missing key falls back to English.
 */
export const messageFiles = ['shell', 'common', 'home'] as const;

export const englishMessages = { ...shell, ...common, ...home };
export type Messages = typeof englishMessages;

type Tree = { [key: string]: unknown };

function deepMerge(base: Tree, override: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const fallback = base[key];
    result[key] =
      value && typeof value === 'object' && fallback && typeof fallback === 'object'
        ? deepMerge(fallback as Tree, value as Tree)
        : value;
  }
  return result;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return englishMessages;
  const parts = await Promise.all(
    messageFiles.map(async (file) => ((await import(`../../messages/${locale}/${file}.json`)) as { default: Tree }).default),
  );
  return deepMerge(englishMessages, Object.assign({}, ...parts) as Tree) as Messages;
}
