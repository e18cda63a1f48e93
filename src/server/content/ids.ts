import { slug } from '@/content/fields';
import { SLUG_MAX as MAX } from '@/lib/slugify';
import type { CollectionRules } from './rules';

/**
 * Words no new item may take as its address: `new` opens the admin's create form, the others are pages, files or
 * language prefixes a visitor's path could be confused with.
 */
const reservedSlugs: ReadonlySet<string> = new Set([
  'new',
  'trash',
  'admin',
  'api',
  'page-not-found',
  'page-gone',
  'rss',
  'feed',
  'sitemap',
  'en',
  'es',
  'de',
  'ar',
]);

/** Why an address cannot be used, in words the admin can act on; undefined when it can. */
export function slugProblem(value: string): string | undefined {
  if (!value) return 'Enter an address (letters, digits and hyphens).';
  const parsed = slug.safeParse(value);
  if (!parsed.success) {
    return value.length > MAX
      ? `At most ${MAX} characters.`
      : 'Use lowercase letters (a–z), digits and single hyphens, e.g. my-new-project.';
  }
  if (reservedSlugs.has(value)) return `“${value}” is reserved by the site. Choose another address.`;
  return undefined;
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export async function uniqueSlug(base: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!reservedSlugs.has(candidate) && !(await taken(candidate))) return candidate;
  }
}

/** The document under id `id`, with the field that repeats the id (a blog post's `slug`) kept equal to it. */
export function withId(
  rules: Pick<CollectionRules, 'id'>,
  values: Record<string, unknown>,
  id: string | number,
): Record<string, unknown> {
  const slugField = rules.id.kind === 'slug' ? rules.id.slugField : undefined;
  return { ...values, id, ...(slugField ? { [slugField]: id } : {}) };
}
