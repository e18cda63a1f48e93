import { clsx } from 'clsx';
import { notFound } from 'next/navigation';
import { listTextTestimonials, listVideoTestimonials } from '@/server/queries/testimonials';
import copy from '../../../../messages/admin/testimonials.json';
import type { AdminSession } from '@/server/auth/session';
import { CollectionSection } from '../collection/collection-section';
import { NewItemLink } from '../collection/collection-list';
import type { CollectionDefinition } from '../collection/definition';
import { textTestimonialDefinition, videoTestimonialDefinition } from './definitions';
import { parsePlace, placeHref, testimonialKinds, type TestimonialKind, type TestimonialPlace } from './place';
import { TextTestimonialCards, VideoTestimonialCards } from './testimonial-cards';

const definitions: Record<TestimonialKind, CollectionDefinition> = {
  text: textTestimonialDefinition as unknown as CollectionDefinition,
  video: videoTestimonialDefinition as unknown as CollectionDefinition,
};

/**
 * Spec 001 "Testimonials editor": tabs for text and video testimonials, each a grid of cards; a card opens its editor.
 * The tab and the open item are in the URL (see place.ts), so reload and Back keep the admin's place. Saving closes the
 * editor by a client-side navigation, so the panel's toaster stays mounted and shows the save's toast over the list.
 */
export async function TestimonialsEditor({
  item,
  query,
  session,
}: {
  item?: string;
  query: Record<string, string | string[] | undefined>;
  session: AdminSession;
}) {
  const place = parsePlace(item);
  if (!place) notFound();
  const definition = definitions[place.kind];
  if (place.id === 'new')
    return (
      <CollectionSection
        definition={definition}
        item="new"
        query={query}
        session={session}
        listHref={placeHref({ kind: place.kind })}
      />
    );

  // Spec 001: Save Changes closes the editor, back to the cards of its tab.
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
          item={place.id}
          query={query}
          session={session}
          listHref={placeHref({ kind: place.kind })}
          closeOnSave
        />
      ) : (
        <List kind={place.kind} />
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

async function List({ kind }: { kind: TestimonialKind }) {
  return kind === 'text' ? (
    <TextTestimonialCards items={await listTextTestimonials()} />
  ) : (
    <VideoTestimonialCards items={await listVideoTestimonials()} />
  );
}
