'use client';

import { ErrorNotice } from '@/components/site/error-notice';

/** The admin is English only. */
export default function AdminError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="min-h-dvh">
      <ErrorNotice locale="en" digest={error.digest} homeHref="/admin" homeText="Go to the admin" onRetry={reset} />
    </main>
  );
}
