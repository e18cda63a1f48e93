import { categoryIds } from '@/content/categories';
import type { CaseStudy } from '@/content/case-study';
import type { Locale } from '@/lib/locales';
import { pick, type LocalizedText } from '@/content/fields';
import { inCategory, type CategoryTab } from '@/content/category-tabs';
import { plainExcerpt } from '@/lib/rich-text';

/**
 * The case studies a tab of the public list shows: every published one under All, each under its own category, in
 * tab order (web development, mobile, …) and then as stored. None is ever hidden: a case study an admin files under
 * Web3, AI or SEO appears under All and that tab.
 */
export function caseStudiesForTab<T extends Pick<CaseStudy, 'category'>>(studies: readonly T[], tab: CategoryTab): T[] {
  return studies
    .filter((study) => inCategory([study.category], tab))
    .sort((a, b) => categoryIds.indexOf(a.category) - categoryIds.indexOf(b.category));
}

/**
 * A related case study's card text: its description, or the first 100 characters of its challenge when it has none;
 * `from` is the localized text it comes from (to mark an untranslated one as English).
 */
export function relatedDescription(
  study: Pick<CaseStudy, 'description' | 'challenge'>,
  locale: Locale,
): { text: string; from: LocalizedText } {
  const description = pick(study.description, locale).trim();
  return description
    ? { text: description, from: study.description }
    : { text: plainExcerpt(pick(study.challenge, locale), 100), from: study.challenge };
}
