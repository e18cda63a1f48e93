'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Stars } from '@/components/site/stars';

interface VideoItem {
  id: string;
  src: string;
  poster: string;
  company: string;
  reviewer: string;
  role: string;
  rating: number;
  /** "Rated 5 out of 5" */
  ratingLabel: string;
  playLabel: string;
  pauseLabel: string;
}

export interface VideoTestimonialsProps {
  items: VideoItem[];
  /** The text of a browser without HTML video. */
  unsupported: string;
}

/**
 * At most one video plays: starting one pauses the other; clicking the playing one pauses it. The poster is a lazy
 * image over the video until it first plays, not the video's `poster` attribute: browsers fetch that at once, even
 * far below the fold, and the home page's first paint would wait on two pictures nobody sees yet. An island.
 */
export function VideoTestimonials({
  items,
  unsupported,
  playIcon,
  pauseIcon,
}: VideoTestimonialsProps & {
  /** Server-rendered icons (src/components/site/island-icons.tsx), so no icon code ships with the player. */
  playIcon: ReactNode;
  pauseIcon: ReactNode;
}) {
  const [playing, setPlaying] = useState<string | null>(null);
  const [started, setStarted] = useState<ReadonlySet<string>>(() => new Set());
  const videos = useRef(new Map<string, HTMLVideoElement>());

  function toggle(id: string) {
    const target = videos.current.get(id);
    if (!target) return;
    if (playing === id) {
      target.pause();
      setPlaying(null);
      return;
    }
    for (const [otherId, other] of videos.current) if (otherId !== id) other.pause();
    setPlaying(id);
    setStarted((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
    // A play cut short (another video started before this one could) must not reset the one now playing.
    void target.play().catch(() => setPlaying((value) => (value === id ? null : value)));
  }

  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => {
        const isPlaying = playing === item.id;
        return (
          <li
            key={item.id}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="relative">
              <video
                ref={(element) => {
                  if (element) videos.current.set(item.id, element);
                  else videos.current.delete(item.id);
                }}
                preload="none"
                playsInline
                width={640}
                height={360}
                onEnded={() => setPlaying((value) => (value === item.id ? null : value))}
                onPause={() => setPlaying((value) => (value === item.id ? null : value))}
                className="aspect-video w-full bg-slate-900 object-cover"
                data-testid={`video-${item.id}`}
              >
                <source src={item.src} type="video/mp4" />
                {unsupported}
              </video>
              {started.has(item.id) ? null : (
                <img
                  src={item.poster}
                  alt=""
                  loading="lazy"
                  fetchPriority="low"
                  decoding="async"
                  width={640}
                  height={360}
                  className="absolute inset-0 size-full object-cover"
                  data-testid={`poster-${item.id}`}
                />
              )}
              <button
                type="button"
                onClick={() => toggle(item.id)}
                aria-label={isPlaying ? item.pauseLabel : item.playLabel}
                aria-pressed={isPlaying}
                className="group absolute inset-0 flex items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-ember-600"
              >
                <span
                  className={`inline-flex size-16 items-center justify-center rounded-full bg-white/90 text-ember-700 shadow-lg transition group-hover:scale-105 ${isPlaying ? 'opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100' : ''}`}
                >
                  {isPlaying ? pauseIcon : playIcon}
                </span>
              </button>
            </div>
            <div className="flex items-center justify-between gap-4 p-5">
              <div>
                <div className="font-semibold text-slate-900 dark:text-white">{item.company}</div>
                <div className="text-sm text-slate-600 dark:text-slate-400">
                  {item.reviewer} — {item.role}
                </div>
              </div>
              <Stars rating={item.rating} label={item.ratingLabel} size="sm" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
