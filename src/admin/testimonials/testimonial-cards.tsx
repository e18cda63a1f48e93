import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { ItemSchedules } from '@/server/queries/schedules';
import { PublishState } from '../collection/publish-state';
import { Picture, type Images } from '@/features/media/picture';
import { pick } from '@/content/fields';
import type { TextTestimonial, VideoTestimonial } from '@/content/testimonial';
import { imageVariants } from '@/lib/images';
import collectionsCopy from '@messages/admin/collections.json';
import copy from '@messages/admin/testimonials.json';
import type { BoundActions } from '../collection/section-props';
import { MoveButtons } from '../collection/move-buttons-client';
import { editorIcons } from '../editor-icons';
import { fill } from '../fill';
import { Avatar } from './avatar-client';
import { placeHref } from './place';

const cardClass =
  'relative rounded-2xl border border-slate-200 bg-white transition-colors hover:border-ember-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-ember-500';

/** The card's one link covers the whole card, so the card is one click target and one tab stop named by the item. */
function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ember-600"
    >
      <span className="sr-only">{copy.edit} </span>
      {children}
    </a>
  );
}

/** Move up / down at the card's top corner, above the card's link. */
function Move({
  move,
  id,
  title,
  place,
  count,
}: {
  move: BoundActions['move'];
  id: string;
  title: string;
  place: number;
  count: number;
}) {
  const icons = editorIcons();
  return (
    <div className="absolute end-3 top-3 z-10">
      <MoveButtons
        id={id}
        title={title}
        place={place}
        count={count}
        move={move}
        icons={{ up: icons.up, down: icons.down }}
      />
    </div>
  );
}

/** Where the cards shown sit in the site's order: the place of the first, how many in all, and whether to offer moves. */
interface CardOrder {
  first: number;
  /** The collection's Move up / Move down. */
  move: BoundActions['move'];
  count: number;
  movable: boolean;
  /** The ids of the cards whose item has a draft not published yet. */
  changed: { has(id: string): boolean };
  /** The ids of new items kept as drafts, never published: they have no place in the site's order yet. */
  unpublished: { has(id: string): boolean };
  schedules: { get(id: string): ItemSchedules | undefined };
}

function Empty({ text }: { text: string }) {
  return <p className="py-16 text-center text-slate-600 dark:text-slate-300">{text}</p>;
}

/**
 * Spec 001: an avatar (or the name's first letter), the name, the role and the start of the quote; in the site's order,
 * which Move up / Move down change.
 */
export function TextTestimonialCards({
  items,
  order,
  searching,
}: {
  items: TextTestimonial[];
  order: CardOrder;
  searching: boolean;
}) {
  if (items.length === 0) return <Empty text={searching ? collectionsCopy.noMatch : copy.empty.text} />;
  return (
    <ul aria-label={copy.listLabel.text} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item, place) => (
        <li key={item.id} className={clsx(cardClass, 'flex gap-4 p-5', order.movable && 'pe-24')}>
          {order.movable && !order.unpublished.has(item.id) && (
            <Move move={order.move} id={item.id} title={item.name} place={order.first + place} count={order.count} />
          )}
          <Avatar
            src={imageVariants(item.image)[0]?.webp ?? item.image}
            initial={[...item.name.trim()][0]?.toUpperCase() ?? ''}
          />
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900 dark:text-white">
              <CardLink href={placeHref({ kind: 'text', id: item.id })}>{item.name}</CardLink>
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{pick(item.role, 'en')}</p>
            <PublishState
              changed={order.changed.has(item.id)}
              unpublished={order.unpublished.has(item.id)}
              schedules={order.schedules.get(item.id)}
              quiet
            />
            <p className="mt-3 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
              &ldquo;{pick(item.quote, 'en')}&rdquo;
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec 001: the poster, the company and "reviewer - role". */
export function VideoTestimonialCards({
  items,
  order,
  searching,
  images,
}: {
  items: VideoTestimonial[];
  order: CardOrder;
  searching: boolean;
  images: Images;
}) {
  if (items.length === 0) return <Empty text={searching ? collectionsCopy.noMatch : copy.empty.video} />;
  return (
    <ul aria-label={copy.listLabel.video} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item, place) => (
        <li key={item.id} className={`${cardClass} overflow-hidden`}>
          {order.movable && !order.unpublished.has(item.id) && (
            <Move move={order.move} id={item.id} title={item.company} place={order.first + place} count={order.count} />
          )}
          <Picture
            images={images}
            src={item.poster}
            alt=""
            sizes="(min-width: 1280px) 24rem, (min-width: 768px) 50vw, 100vw"
            className="aspect-video bg-slate-900"
            imgClassName="aspect-video object-cover"
          />
          <div className="p-5">
            <h3 className="font-semibold text-slate-900 dark:text-white">
              <CardLink href={placeHref({ kind: 'video', id: item.id })}>{item.company}</CardLink>
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {fill(copy.reviewerRole, { reviewer: item.reviewer, role: pick(item.role, 'en') })}
            </p>
            <PublishState
              changed={order.changed.has(item.id)}
              unpublished={order.unpublished.has(item.id)}
              schedules={order.schedules.get(item.id)}
              quiet
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
