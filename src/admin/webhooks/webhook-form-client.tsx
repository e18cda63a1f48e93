'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import copy from '@messages/admin/webhooks.json';
import { failureToast, type ActionFailureAnswer as Failure } from '../failure-toast';

type Event = 'lead.created' | 'lead.status_changed';
type Format = 'json' | 'slack';
type Answer = { status: 'added'; id: string } | { status: 'saved' } | Failure;

interface WebhookFormValues {
  id?: string;
  url: string;
  description: string;
  format: Format;
  events: Event[];
  enabled: boolean;
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:aria-[invalid=true]:border-red-400';
const hintClass = 'mt-1 text-xs text-slate-600 dark:text-slate-400';
const errorClass = 'mt-1 text-sm text-red-700 dark:text-red-400';
const eventNames: Event[] = ['lead.created', 'lead.status_changed'];
const formats: Format[] = ['json', 'slack'];

/**
 * Adds an endpoint, or changes one (`values.id`): its address, a name, the format and the events, and on an existing
 * one whether it is on. Every refusal is said under its field with the typing kept; a new endpoint opens its page,
 * where its signing secret is.
 */
export function WebhookForm({
  values,
  save,
}: {
  values: WebhookFormValues;
  save: (input: unknown) => Promise<Answer>;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const prefix = values.id ? `webhook-${values.id}` : 'new-webhook';
  const describedBy = (name: string, hint: boolean) =>
    [hint && `${prefix}-${name}-hint`, errors[name] && `${prefix}-${name}-error`].filter(Boolean).join(' ') ||
    undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      ...(values.id ? { id: values.id, enabled: data.get('enabled') === 'on' } : {}),
      url: data.get('url'),
      description: data.get('description'),
      format: data.get('format'),
      events: data.getAll('events'),
    };
    startTransition(async () => {
      const result = await save(input);
      if (result.status === 'added' || result.status === 'saved') {
        setErrors({});
        toast({ variant: 'success', title: result.status === 'added' ? copy.added : copy.saved });
        if (result.status === 'added') router.push(`/admin/webhooks/${result.id}`);
        return;
      }
      if (result.status === 'invalid') {
        setErrors(result.fields);
        focusFirstInvalid();
        return;
      }
      failureToast(result, copy.errors.notFound);
    });
  }

  const error = (name: string) =>
    errors[name] && (
      <p id={`${prefix}-${name}-error`} className={errorClass}>
        {errors[name]}
      </p>
    );

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="grid gap-5 md:grid-cols-2">
      <div className="md:col-span-2">
        <label htmlFor={`${prefix}-url`} className="block text-sm font-medium">
          {copy.url}
        </label>
        <input
          id={`${prefix}-url`}
          name="url"
          type="url"
          inputMode="url"
          defaultValue={values.url}
          required
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          maxLength={2000}
          placeholder="https://"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={describedBy('url', true)}
          className={`${inputClass} font-mono`}
        />
        <p id={`${prefix}-url-hint`} className={hintClass}>
          {copy.urlHint}
        </p>
        {error('url')}
      </div>
      <div>
        <label htmlFor={`${prefix}-description`} className="block text-sm font-medium">
          {copy.description}
        </label>
        <input
          id={`${prefix}-description`}
          name="description"
          defaultValue={values.description}
          autoComplete="off"
          maxLength={120}
          aria-describedby={describedBy('description', true)}
          className={inputClass}
        />
        <p id={`${prefix}-description-hint`} className={hintClass}>
          {copy.descriptionHint}
        </p>
        {error('description')}
      </div>
      <fieldset aria-describedby={describedBy('format', false)}>
        <legend className="text-sm font-medium">{copy.format}</legend>
        {formats.map((format) => (
          <label key={format} className="mt-2 flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="format"
              value={format}
              defaultChecked={values.format === format}
              className="mt-0.5 accent-ember-600"
            />
            {copy.formats[format]}
          </label>
        ))}
        {error('format')}
      </fieldset>
      <fieldset aria-describedby={describedBy('events', false)} aria-invalid={errors.events ? true : undefined}>
        <legend className="text-sm font-medium">{copy.events}</legend>
        {eventNames.map((name) => (
          <label key={name} className="mt-2 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="events"
              value={name}
              defaultChecked={values.events.includes(name)}
              className="size-4 accent-ember-600"
            />
            {copy.eventNames[name]}
          </label>
        ))}
        {error('events')}
      </fieldset>
      {values.id && (
        <label className="flex items-center gap-2 self-start text-sm font-medium md:mt-7">
          <input type="checkbox" name="enabled" defaultChecked={values.enabled} className="size-4 accent-ember-600" />
          {copy.enabled}
        </label>
      )}
      <div className="md:col-span-2">
        <button type="submit" disabled={pending} className={buttonVariants({ size: 'md' })}>
          {values.id ? copy.save : copy.add}
        </button>
      </div>
    </form>
  );
}
