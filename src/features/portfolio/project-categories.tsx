import { Icon } from '@/components/site/icon';
import { categoryIcons } from '@/content/category-tabs';
import type { CategoryId } from '@/content/categories';
import type { Translator } from '@/i18n/translator';

const looks = {
  card: {
    chip: 'inline-flex items-center gap-1.5 rounded-full bg-ember-50 px-2.5 py-1 text-xs font-semibold text-ember-800 dark:bg-ember-600/15 dark:text-ember-500',
    icon: 'size-3.5',
  },
  hero: {
    chip: 'inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-ember-500',
    icon: 'size-4',
  },
} as const;

/** A project's categories as chips with their icons: small on its card, larger on its page's dark hero. */
export function ProjectCategories({
  categories,
  look,
  t,
}: {
  categories: readonly CategoryId[];
  look: keyof typeof looks;
  t: Translator;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category} className={looks[look].chip}>
          <Icon name={categoryIcons[category]} className={looks[look].icon} />
          {t(`categories.${category}`)}
        </li>
      ))}
    </ul>
  );
}
