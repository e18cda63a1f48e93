'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { PictureView, seedImage } from './picture';

export interface VideoFacadeProps {
  youtubeId: string;
  title: string;
  playLabel: string;
  loadingLabel: string;
  /** The video is the page's main image (a hero): its poster loads at once, not lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A YouTube video behind a poster: nothing is requested from the video host until the visitor presses play, then the
 * privacy-enhanced player loads muted, looping and without controls, with "Loading video..." shown until it is ready.
 * The poster is the video's maximum-quality thumbnail. An island: its props are data.
 */
export function VideoFacade({
  youtubeId,
  title,
  playLabel,
  loadingLabel,
  priority,
  className,
  playIcon,
}: VideoFacadeProps & {
  /** Server-rendered (src/components/site/island-icons.tsx), so no icon code ships with the player. */
  playIcon: ReactNode;
}) {
  const [state, setState] = useState<'poster' | 'loading' | 'playing'>('poster');
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button disappears on click; focus moves to the player instead of falling back to the page.
  const started = state !== 'poster';
  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);
  const params = new URLSearchParams({ autoplay: '1', mute: '1', loop: '1', playlist: youtubeId, controls: '0' });

  return (
    <div className={clsx('relative aspect-video overflow-hidden rounded-2xl bg-slate-900', className)}>
      {state !== 'playing' && (
        <div className="absolute inset-0 [&_img]:h-full [&_img]:w-full [&_img]:object-cover [&_picture]:h-full">
          <PictureView
            image={seedImage(`https://i.ytimg.com/vi/${youtubeId}/maxresdefault.jpg`)}
            alt=""
            sizes="100vw"
            priority={priority}
          />
        </div>
      )}
      {state === 'poster' ? (
        <button
          type="button"
          onClick={() => setState('loading')}
          aria-label={playLabel}
          className="group absolute inset-0 flex items-center justify-center bg-black/25 transition-colors hover:bg-black/35 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-ember-500"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-ember-700 text-white shadow-lg transition-transform group-hover:scale-110 sm:size-20">
            {playIcon}
          </span>
        </button>
      ) : (
        <>
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${youtubeId}?${params.toString()}`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={(event) => {
              // The frame's initial about:blank also fires load; only the player's (cross-origin) document counts.
              if (!event.currentTarget.contentDocument) setState('playing');
            }}
            className="absolute inset-0 size-full border-0"
          />
          {state === 'loading' && (
            <p
              role="status"
              className="absolute inset-0 flex items-center justify-center bg-black/50 text-sm font-medium text-white"
            >
              {loadingLabel}
            </p>
          )}
        </>
      )}
    </div>
  );
}
