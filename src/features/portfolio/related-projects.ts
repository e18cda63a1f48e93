import type { CategoryId } from '@/content/categories';

/** Up to `limit` other projects that share a category with `project`, in list order. */
export function relatedProjects<T extends { id: number; categories: readonly CategoryId[] }>(
  project: T,
  all: readonly T[],
  limit = 3,
): T[] {
  return all
    .filter((other) => other.id !== project.id && other.categories.some((c) => project.categories.includes(c)))
    .slice(0, limit);
}
