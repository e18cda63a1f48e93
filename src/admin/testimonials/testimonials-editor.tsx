import { clsx } from 'clsx';
import { imagesFor } from '@/features/media/picture';
import { notFound } from 'next/navigation';
import type { TextTestimonial, VideoTestimonial } from '@/content/testimonial';
import copy from '@messages/admin/testimonials.json';
import { CollectionSection } from '../collection/collection-section';
import { NewItemLink } from '../collection/collection-list';
import type { CollectionDefinition } from '../collection/definition';
import type { Collections, SectionProps } from '../collection/section-props';
import { ListControls, loadListPage, Pager } from '../collection/list-page';
import { PAGE_SIZE } from '../collection/list-query';
import { textTestimonialDefinition, videoTestimonialDefinition } from './definitions';
import { parsePlace, placeHref, testimonialKinds, type TestimonialKind, type TestimonialPlace } from './place';
import { TextTestimonialCards, VideoTestimonialCards } from './testimonial-cards';

const definitions: Record<TestimonialKind, CollectionDefinition> = {
  text: textTestimonialDefinition,
  video: videoTestimonialDefinition,
};

/**
 * Spec 001 "Testimonials editor": tabs for text and video testimonials, each a grid of cards; a card opens its editor.
 * The tab and the open item are in the URL (see place.ts), so reload and Back keep the admin's place. Saving closes the
 * editor by a client-side navigation, so the panel's toaster stays mounted and shows the save's toast over the list.
 */
export async function TestimonialsEditor({ item, query, session, collections }: SectionProps) {
  const place = parsePlace(item);
  if (!place) notFound();
  const definition = definitions[place.kind];
  if (place.id === 'new')
    return (
      <CollectionSection
        definition={definition}
        collections={collections}
        item="new"
        query={query}
        session={session}
        listHref={placeHref({ kind: place.kind })}
      />
    );

  // Spec 001: saving (Publish changes) closes the editor, back to the cards of its tab.
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
        {!place.id && <p className="mt-1 text-slate-600 dark:text-slate-300">{copy.intro}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs place={place} />
        {!place.id && <NewItemLink definition={definition} href={placeHref({ kind: place.kind, id: 'new' })} />}
      </div>
      {place.id ? (
        <CollectionSection
          definition={definition}
          collections={collections}
          item={place.id}
          query={query}
          session={session}
          listHref={placeHref({ kind: place.kind })}
          closeOnSave
        />
      ) : (
        // `/admin/testimonials` is the text tab's list too: its search and pages stay on that address.
        <List
          kind={place.kind}
          query={query}
          base={item === undefined ? '/admin/testimonials' : placeHref(place)}
          collections={collections}
        />
      )}
    </div>
  );
}

function Tabs({ place }: { place: TestimonialPlace }) {
  return (
    <nav aria-label={copy.tabsLabel}>
      <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {testimonialKinds.map((kind) => {
          const current = kind === place.kind;
          return (
            <li key={kind}>
              <a
                href={placeHref({ kind })}
                aria-current={current ? (place.id ? 'true' : 'page') : undefined}
                className={clsx(
                  'inline-block rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ember-600',
                  current
                    ? 'bg-white text-ember-800 shadow-sm dark:bg-slate-950 dark:text-ember-100'
                    : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white',
                )}
              >
                {copy.tabs[kind]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A tab's cards in the site's order, with Move up / Move down; search, sort and pages in the URL like every content list
 * (moving is offered only in the site's order, unfiltered, where up and down mean what they say).
 */
async function List({
  kind,
  query,
  base,
  collections,
}: {
  kind: TestimonialKind;
  query: Record<string, string | string[] | undefined>;
  base: string;
  collections: Collections;
}) {
  const definition = definitions[kind];
  const list = await loadListPage(definition, query, { base });
  const movable = !list.searching && list.state.sort === list.state.defaultSort;
  const order = {
    first: (list.page - 1) * PAGE_SIZE,
    move: collections.actionsOf(definition).move,
    count: list.total,
    movable,
    changed: list.drafts,
    unpublished: list.unpublished,
    schedules: list.schedules,
  };
  const items = list.shown.map((item) => item.data);
  return (
    <div className="space-y-4">
      <ListControls definition={definition} list={list} base={base} idPrefix={`testimonials-${kind}`} />
      {kind === 'text' ? (
        <TextTestimonialCards items={items as TextTestimonial[]} order={order} searching={list.searching} />
      ) : (
        <VideoTestimonialCards
          items={items as VideoTestimonial[]}
          order={order}
          searching={list.searching}
          images={await imagesFor('en')}
        />
      )}
      <Pager list={list} />
    </div>
  );
}
