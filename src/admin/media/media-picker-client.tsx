'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import copy from '@messages/admin/media.json';
import { fill } from '../fill';
import { listMediaAction, type PickerItem } from './actions';
import { MediaPreview } from './media-file-client';
import { AltStep } from './picker-alt-client';
import { MediaUploader } from './uploader-client';

const p = copy.picker;

type Listing =
  | { state: 'idle' | 'loading' }
  | { state: 'failed'; reference: string }
  | { state: 'ready'; items: PickerItem[]; maxBytes: number };

/**
 * "Choose from library" beside an image field: a dialog with the library (searchable by file name) and an upload
 * area. Choosing an image, or uploading one, asks for its alt text in each language where it is chosen (saved on the
 * image, so every page using it has it), then puts its address in the field. An image without alt text in every
 * language says so in the grid; the save says it again where the image cannot be decorative.
 */
export function MediaPicker({ fieldLabel, onChoose }: { fieldLabel: string; onChoose: (path: string) => void }) {
  // The dialog is in the page only while open: a form with many image fields carries no hidden copies of it.
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        {p.open}
      </button>
      {open && (
        <MediaPickerDialog
          fieldLabel={fieldLabel}
          onChoose={(item) => onChoose(item.path)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * The picker's dialog itself, open while mounted (an article's Image button uses it too): `onChoose` gets the image
 * with the alt texts just saved on it, then the dialog closes; `onClose` follows every close (Escape included).
 */
export function MediaPickerDialog({
  fieldLabel,
  onChoose,
  onClose,
}: {
  fieldLabel: string;
  onChoose: (item: PickerItem, alt: PickerItem['alt']) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [listing, setListing] = useState<Listing>({ state: 'idle' });
  const [query, setQuery] = useState('');
  /** The image whose alt text is being asked for (chosen in the grid, or just uploaded). */
  const [chosen, setChosen] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  const load = () =>
    startTransition(async () => {
      setListing({ state: 'loading' });
      const answer = await listMediaAction({});
      if (answer.status === 'ok') setListing({ state: 'ready', items: answer.items, maxBytes: answer.maxBytes });
      else setListing({ state: 'failed', reference: answer.status === 'error' ? answer.reference : answer.status });
    });

  useEffect(() => {
    dialog.current?.showModal();
    load();
    // Once, as the dialog opens.
  }, []);

  const choose = (item: PickerItem, alt: PickerItem['alt']) => {
    onChoose(item, alt);
    dialog.current?.close();
  };

  const chosenItem = listing.state === 'ready' ? listing.items.find((item) => item.id === chosen) : undefined;
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown =
    listing.state === 'ready'
      ? listing.items.filter((item) => words.every((word) => item.fileName.toLocaleLowerCase().includes(word)))
      : [];

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="media-picker-title"
      className="m-auto w-[min(64rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
        <h2 id="media-picker-title" className="text-lg font-semibold">
          {p.title}{' '}
          <span aria-hidden="true" className="font-normal text-slate-600 dark:text-slate-400">
            · {fieldLabel}
          </span>
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          {p.close}
        </button>
      </div>
      {chosenItem ? (
        <AltStep
          key={`${chosenItem.id}-${chosenItem.version}`}
          item={chosenItem}
          onBack={() => setChosen(null)}
          onStale={load}
          onSaved={(alt) => choose(chosenItem, alt)}
        />
      ) : (
        <div className="max-h-[70vh] space-y-4 overflow-y-auto p-4">
          <label className="block text-sm font-medium">
            {p.search}
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
            />
          </label>
          {listing.state === 'loading' && <p role="status">{p.loading}</p>}
          {listing.state === 'failed' && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {fill(p.failed, { reference: listing.reference })}
            </p>
          )}
          {listing.state === 'ready' && shown.length === 0 && <p>{p.empty}</p>}
          {shown.length > 0 && (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" data-testid="media-picker-grid">
              {shown.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setChosen(item.id)}
                    aria-label={fill(p.choose, { name: item.fileName })}
                    className="block w-full overflow-hidden rounded-xl border border-slate-200 text-start hover:border-ember-600 focus-visible:outline-2 focus-visible:outline-ember-600 dark:border-slate-800"
                  >
                    <MediaPreview
                      src={item.thumbnail}
                      alt=""
                      width={item.width}
                      height={item.height}
                      loading="lazy"
                      unavailable={copy.details.previewUnavailable}
                      className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
                    />
                    <span className="block space-y-0.5 p-2 text-xs">
                      <span className="block truncate font-semibold">{item.fileName}</span>
                      {!item.ready && <span className="block text-slate-600 dark:text-slate-400">{p.processing}</span>}
                      {item.missingAlt.length > 0 && (
                        <span className="block text-amber-800 dark:text-amber-300">
                          {fill(p.altMissing, { languages: item.missingAlt.join(', ') })}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {listing.state === 'ready' && (
            <div>
              <h3 className="mb-2 text-sm font-semibold">{p.uploadHeading}</h3>
              <MediaUploader
                compact
                refresh={false}
                maxBytes={listing.maxBytes}
                onUploaded={(item) => {
                  setChosen(item.id);
                  load();
                }}
              />
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
