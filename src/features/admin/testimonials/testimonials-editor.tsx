import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { notFound } from 'next/navigation';
import { ArrowLeft } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { env } from '@/lib/env';
import { getDb } from '@/server/db';
import { documentHistory } from '@/server/queries/history';
import {
  getTextTestimonialForEdit,
  getVideoTestimonialForEdit,
  listTextTestimonials,
  listVideoTestimonials,
} from '@/server/queries/testimonials';
import copy from '../../../../messages/admin/testimonials.json';
import { adminCopy, fill } from '../copy';
import { pickFields } from '../editor-actions';
import {
  restoreTextTestimonialAction,
  restoreVideoTestimonialAction,
  saveTextTestimonialAction,
  saveVideoTestimonialAction,
} from './actions';
import type { AdminSession } from '@/server/auth/session';
import { CollectionSection } from '../collection/collection-section';
import { ItemActionsFor, NewItemLink } from '../collection/collection-list';
import type { CollectionDefinition } from '../collection/definition';
import { textTestimonialDefinition, videoTestimonialDefinition } from './definitions';
import { parsePlace, placeHref, type TestimonialPlace } from './place';
import {
  testimonialKinds,
  textTestimonialEditSchema,
  videoTestimonialEditSchema,
  type TestimonialKind,
} from './schema';
import { TextTestimonialCards, VideoTestimonialCards } from './testimonial-cards';
import { TextTestimonialForm } from './text-testimonial-form-client';
import { VideoTestimonialForm } from './video-testimonial-form-client';

const definitions: Record<TestimonialKind, CollectionDefinition> = {
  text: textTestimonialDefinition as unknown as CollectionDefinition,
  video: videoTestimonialDefinition as unknown as CollectionDefinition,
};

/** Which video URLs the home page can play under this server's CSP. */
const videoUrlHint = (hosts: readonly string[]) =>
  hosts.length ? fill(copy.videoUrlHintWithHosts, { hosts: hosts.join(', ') }) : copy.videoUrlHint;

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
      {place.id ? <OpenItem kind={place.kind} id={place.id} session={session} /> : <List kind={place.kind} />}
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

async function OpenItem({ kind, id, session }: Required<TestimonialPlace> & { session: AdminSession }) {
  const listHref = placeHref({ kind });
  let title: string;
  let version: number;
  let form: ReactNode;
  if (kind === 'text') {
    const stored = await getTextTestimonialForEdit(id);
    if (!stored) notFound();
    title = stored.data.name;
    version = stored.version;
    form = (
      <TextTestimonialForm
        key={`${id}-${stored.version}`}
        id={id}
        version={stored.version}
        values={pickFields(textTestimonialEditSchema, stored.data)}
        history={await documentHistory(getDb(), 'textTestimonials', id, stored)}
        listHref={listHref}
        save={saveTextTestimonialAction}
        restore={restoreTextTestimonialAction}
      />
    );
  } else {
    const stored = await getVideoTestimonialForEdit(id);
    if (!stored) notFound();
    title = stored.data.company;
    version = stored.version;
    form = (
      <VideoTestimonialForm
        key={`${id}-${stored.version}`}
        id={id}
        version={stored.version}
        values={pickFields(videoTestimonialEditSchema, stored.data)}
        history={await documentHistory(getDb(), 'videoTestimonials', id, stored)}
        listHref={listHref}
        save={saveVideoTestimonialAction}
        restore={restoreVideoTestimonialAction}
        videoUrlHint={videoUrlHint(env().MEDIA_HOSTS)}
      />
    );
  }

  return (
    <section
      aria-labelledby="testimonial-editing"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <a href={listHref} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {adminCopy.editor.backToList}
      </a>
      <h2 id="testimonial-editing" className="mt-5 text-xl font-bold">
        {fill(copy.editing, { title })}
      </h2>
      <div className="mt-4 mb-6">
        <ItemActionsFor
          definition={definitions[kind]}
          id={id}
          version={version}
          title={title}
          session={session}
          listHref={listHref}
        />
      </div>
      {form}
    </section>
  );
}
