'use client';

import { useEffect, useState } from 'react';
import { listLinkTargetsAction } from './link-actions';
import type { KnownPaths } from './link-targets';

type LinkTargets = { state: 'loading' } | { state: 'failed'; reference: string } | ({ state: 'ready' } & KnownPaths);

/**
 * The site's pages, read once for every rich-text field of the page (a project has several) and again each time a Link
 * dialog opens (`reloadLinkTargets`), so a page published meanwhile can be found and its warning goes.
 */
let shared: Promise<LinkTargets> | undefined;
const listeners = new Set<(targets: LinkTargets) => void>();

function load(): Promise<LinkTargets> {
  const request = listLinkTargetsAction({}).then(
    (answer): LinkTargets =>
      answer.status === 'ok'
        ? { state: 'ready', targets: answer.targets, redirected: answer.redirected }
        : { state: 'failed', reference: answer.status === 'error' ? answer.reference : answer.status },
    (): LinkTargets => ({ state: 'failed', reference: 'network' }),
  );
  shared = request;
  void request.then((targets) => {
    if (shared === request) listeners.forEach((listener) => listener(targets));
  });
  return request;
}

export function reloadLinkTargets(): void {
  void load();
}

/** The site's pages once `needed` (a field holds a link to this site, or its Link dialog is open). */
export function useLinkTargets(needed: boolean): LinkTargets {
  const [targets, setTargets] = useState<LinkTargets>({ state: 'loading' });
  useEffect(() => {
    if (!needed) return;
    listeners.add(setTargets);
    void (shared ?? load()).then(setTargets);
    return () => void listeners.delete(setTargets);
  }, [needed]);
  return targets;
}
