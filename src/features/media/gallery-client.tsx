'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { PictureView, type ResolvedImage } from '@/components/site/picture';

interface GalleryLabels {
  /** One accessible name per thumbnail button ("Open image 2 of 4: …"). */
  open: string[];
  dialog: string;
  previous: string;
  next: string;
  close: string;
}

export interface GalleryViewerProps {
  /** Each picture with its description (the thumbnails are decorative: their buttons carry the names). */
  pictures: { image: ResolvedImage; alt: string }[];
  labels: GalleryLabels;
}

const navButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:size-12';

/**
 * Thumbnails that open a full-screen viewer: previous and next wrap around, a counter shows "n / total", Escape and the
 * close button close it, arrow keys and swipes move (mirrored right to left), focus stays inside while it is open, the
 * page does not scroll behind it, and focus returns to the thumbnail afterwards. The pictures are rendered by the
 * server and passed in as data (an island's props); the large ones only load when the viewer shows them.
 */
export function GalleryViewer({
  pictures,
  labels,
  closeIcon,
  previousIcon,
  nextIcon,
}: GalleryViewerProps & {
  /** Server-rendered icons (src/components/site/island-icons.tsx), so no icon code ships with the viewer. */
  closeIcon: ReactNode;
  previousIcon: ReactNode;
  nextIcon: ReactNode;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const touchStart = useRef<number | null>(null);
  const total = pictures.length;
  const isOpen = index !== null;

  const close = useCallback(() => {
    dialog.current?.close();
    setIndex(null);
    opener.current?.focus();
  }, []);
  const move = useCallback((step: number) => setIndex((i) => (i === null ? i : (i + step + total) % total)), [total]);

  useEffect(() => {
    const element = dialog.current;
    if (isOpen && element && !element.open) element.showModal();
  }, [isOpen]);

  // Lock the page's scrolling while the viewer is open, keeping the layout from shifting where the scrollbar was.
  useEffect(() => {
    if (!isOpen) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingInlineEnd = previous.paddingInlineEnd;
    };
  }, [isOpen]);

  const forward = () => (dialog.current && getComputedStyle(dialog.current).direction === 'rtl' ? -1 : 1);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(event.key === 'ArrowRight' ? forward() : -forward());
    } else if (event.key === 'Tab') {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 50) return;
    move(end < start ? forward() : -forward());
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {pictures.map(({ image }, i) => (
          <li key={image.src}>
            <button
              type="button"
              aria-label={labels.open[i]}
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setIndex(i);
              }}
              className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600 dark:border-slate-800 dark:bg-slate-800"
            >
              <span className="block transition-transform duration-300 group-hover:scale-105">
                <PictureView
                  image={image}
                  alt=""
                  sizes="(min-width: 1024px) 300px, 50vw"
                  imgClassName="aspect-[16/10] object-cover"
                />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={labels.dialog}
        onKeyDown={onKeyDown}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          // A click on the dark backdrop around the picture closes, as on any lightbox.
          if (!(event.target as Element).closest('button, img')) close();
        }}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 bg-black/95 p-0 text-white backdrop:bg-black/80"
      >
        {index !== null && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
              <p className="text-sm font-medium tabular-nums" aria-live="polite">
                {index + 1} / {total}
              </p>
              <button type="button" onClick={close} aria-label={labels.close} className={navButton}>
                {closeIcon}
              </button>
            </div>
            <div className="flex min-h-0 flex-1 items-center justify-between gap-2 px-2 pb-6 sm:gap-4 sm:px-6">
              <button type="button" onClick={() => move(-1)} aria-label={labels.previous} className={navButton}>
                {previousIcon}
              </button>
              <div className="flex h-full min-w-0 flex-1 items-center justify-center [&_img]:max-h-[calc(100dvh-8rem)] [&_img]:w-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img]:object-contain [&_picture]:flex [&_picture]:justify-center">
                {pictures[index] && <PictureView {...pictures[index]} sizes="100vw" />}
              </div>
              <button type="button" onClick={() => move(1)} aria-label={labels.next} className={navButton}>
                {nextIcon}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
