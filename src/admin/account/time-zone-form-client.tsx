'use client';

import { useId, useState, useSyncExternalStore, useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import accountCopy from '@messages/admin/account.json';
import { fill } from '../fill';
import { inputClass } from '../fields/localized-client';

type Answer = { status: string; fields?: Record<string, string> };

const never = () => () => {};
let known: readonly string[] | undefined;
/** The browser's own list of zones (the server's may differ, so the list is the browser's alone). */
const browserZones = () => (known ??= Intl.supportedValuesOf('timeZone'));

/** The Account page's time zone: the browser's (the default) or one chosen from the list, for every admin time. */
export function TimeZoneForm({
  chosen,
  browserZone,
  save,
}: {
  /** The zone chosen, or null when the browser's is followed. */
  chosen: string | null;
  /** The zone the page is drawn in when following the browser (the browser's own, once it told it). */
  browserZone: string;
  save: (input: unknown) => Promise<Answer>;
}) {
  const t = accountCopy.timeZone;
  const id = useId();
  // Drawn by the server with the chosen zone only, then with the browser's whole list.
  const listed = useSyncExternalStore(never, browserZones, () => null);
  const zones = chosen && !listed?.includes(chosen) ? [chosen, ...(listed ?? [])] : (listed ?? []);
  const [value, setValue] = useState(chosen ?? '');
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const answer = await save({ timeZone: value });
          if (answer.status === 'saved') {
            setError(undefined);
            toast({
              variant: 'success',
              title: t.savedTitle,
              description: fill(t.savedText, { zone: value || t.browser }),
            });
          } else setError(answer.fields?.timeZone ?? t.failed);
        });
      }}
      className="space-y-3"
    >
      <label htmlFor={id} className="block text-sm font-medium">
        {t.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      >
        <option value="">{fill(t.browserOption, { zone: browserZone })}</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="text-sm text-slate-600 dark:text-slate-400">
        {t.help}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending} className={buttonVariants({ variant: 'secondary' })}>
        {t.save}
      </button>
    </form>
  );
}
