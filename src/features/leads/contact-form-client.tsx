'use client';

import { leadLimits } from '@/lib/lead-limits';
import { useEffect } from 'react';
import type { FormState, PostedValues } from './form-state';
import {
  Field,
  NameAndEmail,
  LeadForm,
  textOf,
  type CaptchaConfig,
  type LeadFormApi,
  type LeadFormLabels,
} from './lead-form-client';
import { ServicesField } from './services-field-client';

function Preselected({ api, count }: { api: LeadFormApi; count: number }) {
  const { setServicesChosen } = api;
  useEffect(() => setServicesChosen(count), [setServicesChosen, count]);
  return null;
}

export interface ContactFormProps {
  labels: LeadFormLabels & { budgetPlaceholder: string };
  captcha: CaptchaConfig;
  services: { id: string; title: string }[];
  budgets: { id: string; label: string }[];
  hidden: Record<string, string>;
  permalink: string;
  /** What the page suggests (from the calculator's estimate or a social media plan). */
  defaults: { message?: string; services?: string[] };
  /** A sending without script: its answer and what was typed, which replaces the suggestion. */
  posted?: { state: FormState; values: PostedValues };
}

/** The contact form: name, e-mail, phone, company, budget, message and at least one service. */
export function ContactForm({
  labels,
  captcha,
  services,
  budgets,
  hidden,
  permalink,
  defaults,
  posted,
}: ContactFormProps) {
  const formId = 'contact';
  const shown: PostedValues = posted ? posted.values : defaults;
  return (
    <LeadForm
      trackAs="contact"
      defaults={shown}
      initialState={posted?.state}
      labels={labels}
      captcha={captcha}
      requireService
      hidden={hidden}
      permalink={permalink}
      formId={formId}
    >
      {(api) => (
        <>
          <Preselected api={api} count={shown.services?.length ?? 0} />
          <div className="grid gap-6 sm:grid-cols-2">
            <NameAndEmail formId={formId} labels={labels} api={api} />
            <Field
              formId={formId}
              name="phone"
              type="tel"
              label={labels.fields.phone}
              optionalLabel={labels.optional}
              api={api}
              autoComplete="tel"
              maxLength={leadLimits.phone}
            />
            <Field
              formId={formId}
              name="company"
              label={labels.fields.company}
              optionalLabel={labels.optional}
              api={api}
              autoComplete="organization"
              maxLength={leadLimits.company}
            />
          </div>
          <div>
            <label htmlFor={`${formId}-budget`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {labels.fields.budget}{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">({labels.optional})</span>
            </label>
            <select
              id={`${formId}-budget`}
              name="budget"
              defaultValue={textOf(api.defaults.budget) ?? ''}
              className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
            >
              <option value="">{labels.budgetPlaceholder}</option>
              {budgets.map((budget) => (
                <option key={budget.id} value={budget.id}>
                  {budget.label}
                </option>
              ))}
            </select>
          </div>
          <Field
            formId={formId}
            name="message"
            label={labels.fields.message}
            api={api}
            required
            multiline
            maxLength={leadLimits.message}
          />
          <ServicesField formId={formId} legend={labels.fields.services} services={services} api={api} required />
        </>
      )}
    </LeadForm>
  );
}
