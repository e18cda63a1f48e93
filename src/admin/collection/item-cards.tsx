import type { CollectionName } from '@/content';
import { Picture, type Images } from '@/features/media/picture';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from '../fill';
import type { ItemSchedules } from '@/server/queries/schedules';
import type { CollectionDefinition } from './definition';
import type { ListPage } from './list-page';
import { PublishState } from './publish-state';

/** One card of a list: where it opens, its title, the line under it and its picture. */
interface ItemCard {
  id: string;
  href: string;
  title: string;
  subtitle: string;
  image?: string;
  /** The item has a draft not published yet. */
  changed?: boolean;
  /** The item is a new one's draft, never published. */
  unpublished?: boolean;
  /** Its scheduled publish and unpublish. */
  schedules?: ItemSchedules;
}

/** A list page's items as cards, in the words of their definition: its title, the line under it and its picture. */
export function cardsOf<C extends CollectionName>(
  definition: CollectionDefinition<C>,
  list: ListPage<C>,
  hrefOf: (id: string) => string,
): ItemCard[] {
  return list.shown.map(({ data }) => {
    const id = String(data.id);
    return {
      id,
      changed: list.drafts.has(id),
      schedules: list.schedules.get(id),
      unpublished: list.unpublished.has(id),
      href: hrefOf(id),
      title: definition.titleOf(data),
      subtitle: definition.subtitleOf?.(data) ?? '',
      image: definition.imageOf?.(data),
    };
  });
}

/**
 * The spec's card grid (projects, case studies): a picture, the title and a line under it, the whole card one link
 * named "Edit <title>". An empty list says so: `empty`, or "Nothing matches" while searching.
 */
export function ItemCards({
  cards,
  empty,
  searching,
  images,
}: {
  cards: ItemCard[];
  empty: string;
  searching: boolean;
  /** The library as the list's render read it (the cards' pictures). */
  images: Images;
}) {
  if (cards.length === 0)
    return (
      <p className="py-16 text-center text-slate-600 dark:text-slate-300">
        {searching ? collectionsCopy.noMatch : empty}
      </p>
    );
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <a
            href={card.href}
            aria-label={fill(collectionsCopy.open, { title: card.title })}
            className="block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ember-600 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="aspect-video bg-slate-100 dark:bg-slate-800">
              {card.image && (
                <Picture
                  images={images}
                  src={card.image}
                  alt=""
                  sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw"
                  className="block h-full w-full"
                  imgClassName="h-full w-full object-cover"
                />
              )}
            </div>
            <div className="p-4">
              <p className="font-semibold">{card.title}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{card.subtitle}</p>
              <PublishState
                changed={Boolean(card.changed)}
                unpublished={card.unpublished}
                schedules={card.schedules}
                quiet
              />
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
