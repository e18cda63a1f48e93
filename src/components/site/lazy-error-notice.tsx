'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ErrorNotice } from './error-notice';

const Notice = lazy(() => import('./error-notice').then(({ ErrorNotice }) => ({ default: ErrorNotice })));

/**
 * The error notice for the error boundaries every page carries in its first load: only this wrapper travels with the
 * page; the notice and its texts arrive in a chunk of their own once an error shows (on the server, at once).
 */
export function LazyErrorNotice(props: ComponentProps<typeof ErrorNotice>) {
  return (
    <Suspense>
      <Notice {...props} />
    </Suspense>
  );
}
