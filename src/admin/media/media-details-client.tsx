'use client';

import { useRights } from '../rights-client';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent, type MouseEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import collectionsCopy from '@messages/admin/collections.json';
import copy from '@messages/admin/media.json';
import { failureText, failureToast } from '../failure-toast';
import { fill } from '../fill';
import { MediaPreview } from './media-file-client';

const d = copy.details;
const languages = ['en', 'es', 'de', 'ar'] as const;
type Language = (typeof languages)[number];
type Texts = Partial<Record<Language, string>>;

type Failure =
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string }
  | { status: 'not_found' }
  | { status: 'forbidden' };
type SaveAnswer = { status: 'saved'; version: number } | { status: 'stale' } | Failure;
type DeleteAnswer = { status: 'deleted'; name: string } | { status: 'in_use'; count: number } | Failure;

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

/**
 * An image's details: the preview on which a click sets the focal point, alt text and caption per language, Save, and
 * Delete (offered only while nothing uses the image; the server checks again). A stale save keeps the typing and
 * offers Reload.
 */
export function MediaDetailsForm({
  id,
  version,
  name,
  preview,
  alt,
  caption,
  focal,
  inUse,
  processing,
  save,
  remove,
}: {
  id: string;
  version: number;
  name: string;
  preview: { src: string; width: number; height: number };
  alt: Texts;
  caption: Texts;
  focal: { x: number; y: number };
  inUse: boolean;
  /** Its sizes are still being made: the preview is the cleaned original, and says so. */
  processing: boolean;
  save: (input: unknown) => Promise<SaveAnswer>;
  remove: (input: unknown) => Promise<DeleteAnswer>;
}) {
  const router = useRouter();
  // Deleting an image is an editor's or owner's (a contributor describes and uploads).
  const { publish } = useRights();
  const form = useRef<HTMLFormElement>(null);
  const [point, setPoint] = useState(focal);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [current, setCurrent] = useState(version);
  const [pending, startTransition] = useTransition();

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
    setPoint({ x: share((event.clientX - box.left) / box.width), y: share((event.clientY - box.top) / box.height) });
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const texts = (field: 'alt' | 'caption') =>
      Object.fromEntries(languages.map((language) => [language, String(data.get(`${field}.${language}`) ?? '')]));
    startTransition(async () => {
      const result = await save({ id, version: current, alt: texts('alt'), caption: texts('caption'), focal: point });
      if (result.status === 'saved') {
        setErrors({});
        setCurrent(result.version);
        toast({ variant: 'success', title: d.saved });
        return;
      }
      if (result.status === 'stale') return setStale(true);
      if (result.status === 'invalid') setErrors(result.fields);
      failureToast(result, copy.errors.notFound);
    });
  }

  const onDelete = () => {
    if (!window.confirm(fill(d.deleteConfirm, { name }))) return;
    startTransition(async () => {
      const result = await remove({ id });
      if (result.status === 'deleted') {
        toast({ variant: 'success', title: fill(d.deleted, { name: result.name }) });
        router.replace('/admin/media');
        return;
      }
      const description = result.status === 'in_use' ? d.inUse : failureText(result, copy.errors.notFound);
      toast({ variant: 'destructive', title: collectionsCopy.failedTitle, description });
    });
  };

  const textFields = (field: 'alt' | 'caption', values: Texts, max: number) => (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-base font-semibold">{d[field]}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{field === 'alt' ? d.altHint : d.captionHint}</p>
      {languages.map((language) => {
        const key = `${field}.${language}`;
        return (
          <div key={language}>
            <label htmlFor={`media-${key}`} className="block text-sm font-medium">
              {d.languages[language]}
            </label>
            <input
              id={`media-${key}`}
              name={key}
              defaultValue={values[language] ?? ''}
              maxLength={max}
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `media-${key}-error` : undefined}
              className={inputClass}
            />
            {errors[key] && (
              <p id={`media-${key}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                {errors[key]}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-6">
      {stale && (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {d.stale}{' '}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {d.reload}
          </button>
        </div>
      )}
      <div>
        <p className="text-base font-semibold">{d.focal}</p>
        <p id="media-focal-hint" className="mb-2 text-sm text-slate-600 dark:text-slate-400">
          {d.focalHint}
        </p>
        <button
          type="button"
          onClick={pick}
          aria-label={`${d.preview}. ${fill(d.focalValue, { x: Math.round(point.x * 100), y: Math.round(point.y * 100) })}`}
          aria-describedby="media-focal-hint"
          className="relative block w-full cursor-crosshair overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800"
        >
          <MediaPreview
            src={preview.src}
            alt=""
            width={preview.width}
            height={preview.height}
            unavailable={d.previewUnavailable}
            className="h-auto w-full"
          />
          <span
            aria-hidden="true"
            data-testid="focal-marker"
            className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-ember-600/70 shadow-lg ring-2 ring-ember-700"
            style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
          />
        </button>
        {processing && (
          <p role="status" className="mt-2 text-sm font-medium text-amber-900 dark:text-amber-200">
            {d.processingPreview}
          </p>
        )}
        <p className="mt-2 flex items-center gap-3 text-sm" aria-live="polite">
          <span>{fill(d.focalValue, { x: Math.round(point.x * 100), y: Math.round(point.y * 100) })}</span>
          <button
            type="button"
            onClick={() => setPoint({ x: 0.5, y: 0.5 })}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            {d.focalReset}
          </button>
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {textFields('alt', alt, 300)}
        {textFields('caption', caption, 500)}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={buttonVariants({ size: 'md' })}>
          {d.save}
        </button>
        {!publish ? null : inUse ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{d.inUse}</p>
        ) : (
          <button
            type="button"
            disabled={pending}
            onClick={onDelete}
            className={buttonVariants({ variant: 'dangerSecondary', size: 'md' })}
          >
            {d.delete}
          </button>
        )}
      </div>
    </form>
  );
}
