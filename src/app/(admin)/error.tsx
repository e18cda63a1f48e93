'use client';

import { ErrorNotice } from '@/components/site/error-notice';

/** The admin is English only. */
export default function AdminError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <main className="min-h-dvh">
      <ErrorNotice locale="en" digest={error.digest} homeHref="/admin" homeText="Go to the admin" onRetry={retry} />
    </main>
  );
}
