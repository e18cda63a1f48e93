'use client';

import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import copy from '@messages/admin/landing-pages.json';
import editorCopy from '@messages/admin/editor.json';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { fill } from '../fill';

/** The widths the preview draws the page at: a phone's and a laptop's, as the site's layout tests measure it. */
const widths = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof widths;

/** The document's body never changes: nothing to subscribe to. */
const noChanges = () => () => {};

/** How long typing rests before the preview is drawn again. */
const SETTLE_MS = 350;

/**
 * The page being edited, drawn beside its form by the site itself (src/site/pages/page-preview) with the same block
 * views visitors get, in the language being edited (right to left in Arabic), at a phone's or a laptop's width scaled
 * to the panel. The values are posted to the frame from a form outside the editor's own (forms do not nest); the frame
 * keeps its place on the page from one drawing to the next.
 */
export function LivePreview({ id, values, locale }: { id: string; values: Record<string, unknown>; locale: Locale }) {
  const name = `live-preview-${id}`;
  const form = useRef<HTMLFormElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const scroll = useRef(0);
  const [width, setWidth] = useState<Width>('desktop');
  const [scale, setScale] = useState(0.4);
  // The posting form lives in the document's body, outside the editor's form: in the browser only.
  const host = useSyncExternalStore(
    noChanges,
    () => document.body,
    () => null,
  );
  const body = JSON.stringify({ ...values, id });

  useEffect(() => {
    if (!host) return;
    const timer = setTimeout(() => {
      // The frame is the site's own page: where it was scrolled is read before it is drawn again, and put back after.
      scroll.current = frame.current?.contentWindow?.scrollY ?? scroll.current;
      form.current?.submit();
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [host, body, locale]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / widths[width]));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const language = editorCopy.languages[locale];
  return (
    <section aria-labelledby={`${name}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${name}-heading`} className="font-semibold">
          {copy.preview.heading}
        </h3>
        <div role="group" aria-label={copy.preview.heading} className="flex gap-1">
          {(Object.keys(widths) as Width[]).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
              className={clsx(
                'rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ember-600',
                width === option
                  ? 'bg-navy-950 text-white dark:bg-white dark:text-navy-950'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {copy.preview[option]}
            </button>
          ))}
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{copy.preview.hint}</p>
      <div
        ref={box}
        className="h-[45vh] overflow-hidden rounded-xl 2xl:h-[75vh] border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-950"
      >
        <iframe
          ref={frame}
          name={name}
          title={fill(copy.preview.frame, { language })}
          onLoad={() => frame.current?.contentWindow?.scrollTo(0, scroll.current)}
          style={{
            width: widths[width],
            height: `${100 / scale}%`,
            transform: `scale(${scale})`,
          }}
          className="mx-auto origin-top-left bg-white"
        />
      </div>
      {host &&
        createPortal(
          <form ref={form} method="post" action={`${paths.livePreview(locale)}?preview=1`} target={name} hidden>
            <input type="hidden" name="values" value={body} readOnly />
          </form>,
          host,
        )}
    </section>
  );
}
