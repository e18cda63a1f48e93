'use client';

import { useEffect, useRef } from 'react';
import type { LeadFormApi } from './lead-form-client';

/** The services multi-select as a group of checkboxes; reports how many are chosen (the contact form needs one). */
export function ServicesField({
  formId,
  legend,
  services,
  api,
  required,
}: {
  formId: string;
  legend: string;
  services: { id: string; title: string }[];
  api: LeadFormApi;
  required: boolean;
}) {
  const error = api.errorFor('services');
  const group = useRef<HTMLDivElement>(null);
  const { setServicesChosen } = api;
  const chosen = api.defaults.services ?? [];

  // A native listener: after form.reset() React's own change tracking of checkboxes is stale and misses the next tick.
  useEffect(() => {
    const element = group.current;
    if (!element) return;
    const count = () => setServicesChosen(element.querySelectorAll('input:checked').length);
    element.addEventListener('change', count);
    return () => element.removeEventListener('change', count);
  }, [setServicesChosen]);

  return (
    <fieldset
      aria-describedby={api.describedBy('services')}
      aria-invalid={error ? true : undefined}
      data-testid="services-field"
    >
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        )}
      </legend>
      <div ref={group} className="mt-3 grid gap-2 sm:grid-cols-2">
        {services.map((service) => (
          <label
            key={service.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-ember-600 has-[:checked]:bg-ember-50 dark:border-slate-700 dark:has-[:checked]:bg-ember-600/10"
          >
            <input
              type="checkbox"
              name="services"
              value={service.id}
              defaultChecked={chosen.includes(service.id)}
              className="size-4 accent-ember-700"
            />
            {service.title}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${formId}-services-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
