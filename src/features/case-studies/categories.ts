import type { CategoryId } from '@/content/categories';
import type { CaseStudy } from '@/content/case-study';
import type { Locale } from '@/lib/locales';
import { pick } from '@/content/fields';
import { plainExcerpt } from '@/features/portfolio/rich-text';

/** The categories whose case studies the public list shows (spec 000 §2.8); the others stay reachable by link. */
export const listedCaseStudyCategories: ReadonlySet<CategoryId> = new Set(['web-development', 'mobile-app', 'crm-erp']);

/** A related case study's card text: its description, or the first 100 characters of its challenge when it has none. */
export function relatedDescription(study: Pick<CaseStudy, 'description' | 'challenge'>, locale: Locale): string {
  return pick(study.description, locale).trim() || plainExcerpt(pick(study.challenge, locale), 100);
}
