import { validateSeedFile, type SeedFile } from '@/content';
import type { Locale } from '@/lib/locales';
import { applyTranslations, englishSource, type TranslationFile } from './translations';

/**
 * The shape a translation must keep from its English source: the HTML tags in order, the Markdown block structure
 * (headings, list items, paragraphs), line-start bullets, and the `{placeholders}` of text templates.
 */
export function markupShape(text: string): string[] {
  const tags = [...text.matchAll(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi)].map(
    (m) => `<${m[0][1] === '/' ? '/' : ''}${m[1]}>`,
  );
  const blocks = text
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim().match(/^(#{1,6} |[-•*] |\d+\. |> )/)?.[1] ?? 'text')
        .filter((kind, index, all) => kind !== 'text' || all[index - 1] !== 'text')
        .join('|'),
    );
  const placeholders = [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((m) => m[0]).sort();
  return [...tags, `blocks:${blocks.join('/')}`, ...placeholders];
}

interface TranslationProblem {
  key: string;
  message: string;
}

/** Everything wrong with one language's translation of one seed file; an empty list means it is complete. */
export function checkSeedTranslation(
  file: SeedFile,
  locale: Locale,
  translation: TranslationFile,
): TranslationProblem[] {
  const source = englishSource(file);
  const problems: TranslationProblem[] = [];
  for (const [key, english] of Object.entries(source)) {
    const text = translation[key];
    if (text === undefined) problems.push({ key, message: 'missing' });
    else if (!text.trim()) problems.push({ key, message: 'empty' });
    else if (JSON.stringify(markupShape(text)) !== JSON.stringify(markupShape(english)))
      problems.push({
        key,
        message: `markup differs from the English: ${markupShape(text).join(' ')} ≠ ${markupShape(english).join(' ')}`,
      });
  }
  for (const key of Object.keys(translation))
    if (!(key in source)) problems.push({ key, message: 'names no localized field of this file' });
  const { file: translated } = applyTranslations(file, { [locale]: translation });
  for (const problem of validateSeedFile(translated))
    problems.push({ key: `${problem.collection}/${problem.id}/${problem.path}`, message: problem.message });
  return problems;
}
