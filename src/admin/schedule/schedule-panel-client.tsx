'use client';

import { useId, useState, useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { ScheduledChange, ScheduleResult, ScheduleView } from '@/lib/editor';
import editorCopy from '@messages/admin/editor.json';
import { FieldError, inputClass } from '../fields/localized-client';
import { fill } from '../fill';
import { AdminClock, useAdminTime, useZoneSettled } from '../time-zone-client';

type Action = 'publish' | 'unpublish';
type Errors = Partial<Record<Action | 'form', string>>;

/**
 * An item's scheduled changes: when its draft goes live, and (for an item that can leave the site) when it is
 * unpublished. The admin picks a date and time in their own time zone; the browser sends the UTC instant it means.
 * Scheduling a publish first keeps the typing not saved yet as the draft, since the draft is what goes live.
 */
export function SchedulePanel({
  itemId,
  initial,
  set,
  hasDraft,
  keepDraft,
  canUnpublish,
}: {
  itemId: string;
  initial: ScheduleView;
  set: (input: unknown) => Promise<ScheduleResult>;
  /** The item has a draft: a published or discarded draft takes its publish time along, on the server too. */
  hasDraft: boolean;
  /** Keeps the form's typing as the draft; resolves once it is kept. */
  keepDraft: () => Promise<unknown>;
  canUnpublish: boolean;
}) {
  const s = editorCopy.schedule;
  const id = useId();
  const { zone, day } = useAdminTime();
  const [schedule, setSchedule] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, startTransition] = useTransition();
  // Publishing or discarding the draft took its publish time along on the server: the panel forgets it too.
  const [hadDraft, setHadDraft] = useState(hasDraft);
  if (hadDraft !== hasDraft) {
    setHadDraft(hasDraft);
    if (!hasDraft) setSchedule(({ unpublish }) => ({ unpublish }));
  }

  const run = (action: Action, at: number | null) =>
    startTransition(async () => {
      setErrors({});
      if (action === 'publish' && at !== null) await keepDraft();
      const result = await set({ id: itemId, action, at });
      if (result.status === 'scheduled') {
        setSchedule(result.schedule);
        const change = result.schedule[action];
        toast({
          variant: 'success',
          title: change ? s.scheduledTitle : s.cancelledTitle,
          description: change ? day(change.at) : undefined,
        });
      } else if (result.status === 'invalid') setErrors(result.fields);
      else setErrors({ form: s.failed });
    });

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {s.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{fill(s.intro, { zone })}</p>
      <div className="mt-4 grid gap-6">
        <ScheduleRow
          // Drawn anew in the person's own zone once the page speaks it (the typed value is a wall time in it).
          key={`publish-${zone}`}
          id={`${id}-publish`}
          label={s.publishLabel}
          setLabel={s.setPublish}
          hint={hasDraft ? undefined : s.noDraft}
          change={schedule.publish}
          done={s.publishes}
          error={errors.publish}
          disabled={pending || !hasDraft}
          onSet={(at) => run('publish', at)}
        />
        {canUnpublish && (
          <ScheduleRow
            key={`unpublish-${zone}`}
            id={`${id}-unpublish`}
            label={s.unpublishLabel}
            setLabel={s.setUnpublish}
            hint={s.unpublishHint}
            change={schedule.unpublish}
            done={s.unpublishes}
            error={errors.unpublish}
            disabled={pending}
            onSet={(at) => run('unpublish', at)}
          />
        )}
      </div>
      {errors.form && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errors.form}
        </p>
      )}
    </section>
  );
}

/** One scheduled change: its time when set (with Cancel), else a date and time to set it at. */
function ScheduleRow({
  id,
  label,
  setLabel,
  hint,
  change,
  done,
  error,
  disabled,
  onSet,
}: {
  id: string;
  label: string;
  setLabel: string;
  hint?: string;
  change?: ScheduledChange;
  done: string;
  error?: string;
  disabled: boolean;
  onSet: (at: number | null) => void;
}) {
  const s = editorCopy.schedule;
  const { inputValue, fromInput } = useAdminTime();
  // A time typed before the page speaks the browser's zone would be read in another: the row waits for it.
  const settled = useZoneSettled();
  const [value, setValue] = useState(change ? inputValue(change.at) : '');
  const [missing, setMissing] = useState(false);
  const shownError = missing ? s.missingTime : error;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <input
          id={id}
          type="datetime-local"
          value={value}
          disabled={!settled}
          onChange={(event) => {
            setValue(event.target.value);
            setMissing(false);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hint && `${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ') || undefined}
          className={`${inputClass} w-auto min-w-56 flex-1`}
        />
        <button
          type="button"
          disabled={disabled || !settled}
          className={buttonVariants({ variant: 'secondary' })}
          onClick={() => {
            // A date and time without an offset, read in the admin's own zone.
            const at = value ? fromInput(value) : Number.NaN;
            if (Number.isNaN(at)) return setMissing(true);
            onSet(at);
          }}
        >
          {setLabel}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {change && (
        <p
          role="status"
          className="mt-2 flex flex-wrap items-center gap-x-3 text-sm text-amber-800 dark:text-amber-300"
        >
          <span>{fillWithTime(done, change)}</span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              setValue('');
              onSet(null);
            }}
            className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          >
            {s.cancel}
          </button>
        </p>
      )}
      <FieldError id={id} error={shownError} />
    </div>
  );
}

/** The sentence of a scheduled change, with its time drawn in the admin's zone. */
function fillWithTime(text: string, change: ScheduledChange) {
  const [before, after = ''] = text.split('{when}');
  return (
    <>
      {before}
      <AdminClock time={change.at} />
      {fill(after, { by: change.by })}
    </>
  );
}
