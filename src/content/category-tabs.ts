import { categoryIds, type CategoryId } from './categories';
import type { IconName } from './fields';

export const categoryIcons: Record<CategoryId, IconName> = {
  'web-development': 'code',
  'mobile-app': 'smartphone',
  web3: 'blocks',
  'ai-automation': 'bot',
  'seo-digital-marketing': 'trending-up',
  'crm-erp': 'database',
};

export type CategoryTab = CategoryId | 'all';

/**
 * The portfolio's category filter. The spec matches the tab as a case-insensitive substring of the category text, so a
 * combined project ("Mobile App, AI & Automation") shows under each of its parts; with categories stored as a list
 * that is membership.
 */
export function inCategory(categories: readonly CategoryId[], tab: CategoryTab): boolean {
  return tab === 'all' || categories.includes(tab);
}

/** The tab a `?category=` value selects; anything but a known category id (or nothing) is "all". */
export function parseCategoryTab(value: string | string[] | undefined): CategoryTab {
  const first = Array.isArray(value) ? value[0] : value;
  return (categoryIds as readonly string[]).includes(first ?? '') ? (first as CategoryId) : 'all';
}
