'use client';

import { useEffect, useRef, useState } from 'react';
import type { Presence } from '@/lib/editor';

/** How often an open editor says it is still there (the server forgets a tab silent for 35 s: presence.ts). */
const INTERVAL_MS = 10_000;

type PresenceAction = (input: unknown) => Promise<Presence | { status: string }>;

const isPresence = (answer: { status: string }): answer is Presence => answer.status === 'present';

/** A name for this tab's editor, so the server tells it apart from the same person's other tabs. */
const newTab = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Tells the server this editor is open, now and every few seconds (and that it closed, when the page goes), and hands
 * each answer to `onNews` (who else is here, the item as published and its draft now). An answer to a call that a save
 * of this form overtook (`writes()` moved meanwhile) is dropped: that save is not news; `onNews` itself ignores answers
 * that land while a save is on its way.
 */
export function usePresence({
  id,
  presence,
  onNews,
  writes,
}: {
  id: string;
  presence?: PresenceAction;
  onNews: (news: Presence) => void;
  /** A counter that moves with every save this form starts or ends. */
  writes: () => number;
}): Presence['others'] {
  const [others, setOthers] = useState<Presence['others']>([]);
  // The latest callbacks, read when an answer lands (the timer outlives renders).
  const latest = useRef({ onNews, writes });
  useEffect(() => {
    latest.current = { onNews, writes };
  });

  useEffect(() => {
    if (!presence) return;
    const tab = newTab();
    let timer: number | undefined;
    let stopped = false;
    const beat = async () => {
      const sent = latest.current.writes();
      try {
        const answer = await presence({ id, tab });
        if (stopped || !isPresence(answer)) return;
        setOthers(answer.others);
        if (latest.current.writes() === sent) latest.current.onNews(answer);
      } catch {
        // The server did not answer (a restart, the network): the next beat tries again.
      } finally {
        if (!stopped) timer = window.setTimeout(() => void beat(), INTERVAL_MS);
      }
    };
    void beat();
    const leave = () => void presence({ id, tab, leaving: true }).catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [id, presence]);

  return others;
}
