'use client';

import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';

type Labels = (typeof adminCopy)['twoStep']['account'];

/**
 * The recovery codes, shown once (the server keeps only their hashes): a list to copy or download as a text file, a
 * clear warning, and a button to close it once they are saved.
 */
export function RecoveryCodes({
  codes,
  labels,
  email,
  onDone,
}: {
  codes: string[];
  labels: Labels;
  email: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `${fill(labels.fileHeading, { email })}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: 'success', title: labels.copied });
    } catch {
      toast({ variant: 'destructive', title: labels.failedTitle, description: labels.networkText });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
      <h4 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {labels.codesHeading}
      </h4>
      <p id="recovery-codes-warning" className="mt-1 text-sm font-medium text-amber-900 dark:text-amber-200">
        {labels.codesWarning}
      </p>
      <ul
        aria-label={labels.codesHeading}
        aria-describedby="recovery-codes-warning"
        className="mt-3 grid grid-cols-1 gap-1.5 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-1.5 text-slate-900 dark:bg-slate-900 dark:text-white">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={buttonVariants({ variant: 'secondary' })}>
          {labels.copy}
        </button>
        <button type="button" onClick={download} className={buttonVariants({ variant: 'secondary' })}>
          {labels.download}
        </button>
        <button type="button" onClick={onDone} className={buttonVariants()}>
          {labels.done}
        </button>
      </div>
    </div>
  );
}
