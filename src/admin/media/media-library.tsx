import { notFound } from 'next/navigation';
import { PictureView } from '@/components/site/picture';
import { env } from '@/lib/env';
import { adminTime, isoTime } from '@/lib/admin-time';
import { getUser } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { getMedia, listMedia, usageCounts, whereUsed, type MediaItem } from '@/server/media/library';
import { FORMAT_LABELS } from '@/server/media/formats';
import { libraryImage } from '@/features/media/picture';
import { SectionPage } from '../section-page';
import copy from '@messages/admin/media.json';
import { fill } from '../fill';
import { deleteMediaAction, deleteMediaBulkAction, saveMediaAction, setMediaAltBulkAction } from './actions';
import { filterMedia, missingAlt, parseMediaFilter, type MediaFilter } from './library-query';
import { MediaBulk } from './media-bulk-client';
import { MediaDetailsForm } from './media-details-client';
import { CopyUrl, RefreshWhileProcessing, ReplaceFile } from './media-file-client';
import { MediaUploader } from './uploader-client';
import { usageLinks } from './usage-links';

type Query = Record<string, string | string[] | undefined>;
const panel = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const control =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white';
const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold';

const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function StatusBadge({ item }: { item: MediaItem }) {
  const tone =
    item.status === 'ready'
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
      : item.status === 'failed'
        ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
        : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200';
  return <span className={`${badge} ${tone}`}>{copy.status[item.status]}</span>;
}

/**
 * `/admin/media`: the upload area, the filters (search, type, use) and a card per image with its state, its use and
 * whether alt text is missing; `/admin/media/<id>`: one image's details.
 */
export async function MediaLibrary({ item, query }: { item?: string; query: Query }) {
  if (item !== undefined) return <MediaDetails id={item} />;
  const db = getDb();
  const items = await listMedia(db);
  const usage = await usageCounts(db, items);
  const filter = parseMediaFilter(query);
  const shown = filterMedia(items, usage, filter);
  const filtered = Boolean(filter.q || filter.type || filter.usage);
  return (
    <SectionPage id="media" heading={copy.heading} intro={copy.intro}>
      <MediaUploader maxBytes={env().MEDIA_MAX_BYTES} />
      <Filters filter={filter} filtered={filtered} />
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {shown.length === 1 ? copy.filters.countOne : fill(copy.filters.count, { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-300">
          {filtered ? copy.filters.none : copy.filters.empty}
        </p>
      ) : (
        <MediaBulk
          items={shown.map((entry) => ({ id: entry.id, name: entry.fileName, uses: usage.get(entry.id) ?? 0 }))}
          cards={shown.map((entry) => (
            <MediaCard key={entry.id} item={entry} uses={usage.get(entry.id) ?? 0} />
          ))}
          deleteMany={deleteMediaBulkAction}
          setAlt={setMediaAltBulkAction}
        />
      )}
      <RefreshWhileProcessing
        active={shown.some((entry) => entry.status === 'queued' || entry.status === 'processing')}
      />
    </SectionPage>
  );
}

function Filters({ filter, filtered }: { filter: MediaFilter; filtered: boolean }) {
  const f = copy.filters;
  return (
    <form method="get" action="/admin/media" aria-label={f.label} className={`${panel} flex flex-wrap items-end gap-3`}>
      <div className="min-w-48 flex-1">
        <label htmlFor="media-q" className="block text-sm font-medium">
          {f.search}
        </label>
        <input
          id="media-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder={f.searchPlaceholder}
          className={control}
        />
      </div>
      <Choice
        name="type"
        label={f.type}
        value={filter.type}
        options={[['', f.anyType], ...Object.entries(FORMAT_LABELS)]}
      />
      <Choice
        name="usage"
        label={f.usage}
        value={filter.usage}
        options={[
          ['', f.anyUsage],
          ['used', f.used],
          ['unused', f.unused],
        ]}
      />
      <button
        type="submit"
        className="h-10 rounded-lg bg-ember-700 px-4 text-sm font-semibold text-white hover:bg-ember-800"
      >
        {f.apply}
      </button>
      {filtered && (
        <a
          href="/admin/media"
          className="h-10 px-2 text-sm leading-10 font-medium text-ember-700 underline dark:text-ember-500"
        >
          {f.clear}
        </a>
      )}
    </form>
  );
}

/** One of the filters' drop-downs; the first option is "any". */
function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={`media-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <select id={`media-${name}`} name={name} defaultValue={value ?? ''} className={control}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function MediaCard({ item, uses }: { item: MediaItem; uses: number }) {
  const missing = missingAlt(item);
  return (
    <div className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <a href={`/admin/media/${item.id}`} aria-label={fill(copy.open, { name: item.fileName })} className="group block">
        <PictureView
          image={libraryImage(item)}
          alt=""
          sizes="(min-width: 1280px) 220px, (min-width: 640px) 30vw, 45vw"
          imgClassName="aspect-[4/3] object-cover bg-slate-100 dark:bg-slate-800"
        />
        <div className="space-y-1.5 p-3">
          <p className="truncate text-sm font-semibold group-hover:underline">{item.fileName}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {item.width} × {item.height} · {FORMAT_LABELS[item.format]} · {kilobytes(item.bytes)}
          </p>
          <p className="flex flex-wrap gap-1.5">
            {item.status !== 'ready' && <StatusBadge item={item} />}
            <span
              className={`${badge} ${uses ? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100' : 'bg-slate-50 text-slate-600 ring-1 ring-slate-200 dark:bg-slate-950 dark:text-slate-400 dark:ring-slate-800'}`}
            >
              {uses === 0 ? copy.unusedBadge : uses === 1 ? copy.usedInOne : fill(copy.usedIn, { count: uses })}
            </span>
            {missing.length > 0 && (
              <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}>
                {copy.altMissing}: {missing.join(', ')}
              </span>
            )}
          </p>
        </div>
      </a>
    </div>
  );
}

async function MediaDetails({ id }: { id: string }) {
  const db = getDb();
  const item = /^[0-9a-f]{20}$/.test(id) ? await getMedia(db, id) : undefined;
  if (!item) notFound();
  const [usages, uploader] = await Promise.all([whereUsed(db, item.id), getUser(db, item.createdBy)]);
  const links = await usageLinks(usages);
  const d = copy.details;
  const image = libraryImage(item);
  const url = new URL(item.path, env().SITE_URL).toString();
  const facts: [string, React.ReactNode][] = [
    [d.fileName, item.fileName],
    [d.dimensions, `${item.width} × ${item.height}`],
    [d.size, kilobytes(item.bytes)],
    [d.format, FORMAT_LABELS[item.format]],
    [
      d.uploaded,
      <>
        <time dateTime={isoTime(item.createdAt)}>{adminTime(item.createdAt)}</time>
        {uploader && ` · ${uploader.name}`}
      </>,
    ],
    [
      d.address,
      <code key="path" className="text-xs break-all" data-testid="media-url">
        {url}
      </code>,
    ],
    [
      d.sizes,
      item.status === 'ready' ? (
        fill(d.sizesValue, { widths: item.widths.join(', ') })
      ) : (
        <StatusBadge key="s" item={item} />
      ),
    ],
  ];
  return (
    <section aria-labelledby="media-details-heading" className="space-y-6">
      <a href="/admin/media" className="text-sm font-medium text-ember-700 underline dark:text-ember-500">
        ← {copy.back}
      </a>
      <h2 id="media-details-heading" className="text-2xl font-bold break-words">
        {item.fileName}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className={panel}>
          <MediaDetailsForm
            id={item.id}
            version={item.version}
            name={item.fileName}
            preview={{
              src: image.variants.find((v) => v.width >= 800)?.webp ?? image.src,
              width: image.width,
              height: image.height,
            }}
            alt={item.alt}
            caption={item.caption}
            focal={item.focal}
            inUse={usages.length > 0}
            processing={item.status === 'queued' || item.status === 'processing'}
            save={saveMediaAction}
            remove={deleteMediaAction}
          />
          <RefreshWhileProcessing active={item.status === 'queued' || item.status === 'processing'} />
        </div>
        <div className="space-y-6">
          <div className={panel}>
            <h3 className="text-lg font-semibold">{d.facts}</h3>
            <dl className="mt-3 space-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            {item.status === 'failed' && item.error && (
              <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
                {fill(d.error, { error: item.error })}
              </p>
            )}
            <div className="mt-4 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-800">
              <CopyUrl url={url} />
              <ReplaceFile id={item.id} maxBytes={env().MEDIA_MAX_BYTES} />
            </div>
          </div>
          <div className={panel}>
            <h3 className="text-lg font-semibold">{d.whereUsed}</h3>
            {links.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{d.notUsed}</p>
            ) : (
              <ul className="mt-2 space-y-1.5 text-sm" data-testid="where-used">
                {links.map((link) => (
                  <li key={link.href}>
                    <span className="text-slate-600 dark:text-slate-400">{link.kind}: </span>
                    <a href={link.href} className="font-semibold text-ember-700 underline dark:text-ember-500">
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
