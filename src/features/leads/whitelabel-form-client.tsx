'use client';

import { leadLimits } from '@/lib/lead-limits';
import type { FormState, PostedValues } from './form-state';
import { Field, NameAndEmail, LeadForm, type CaptchaConfig, type LeadFormLabels } from './lead-form-client';
import { ServicesField } from './services-field-client';

export interface WhitelabelFormProps {
  labels: LeadFormLabels;
  captcha: CaptchaConfig;
  services: { id: string; title: string }[];
  hidden: Record<string, string>;
  permalink: string;
  /** A sending without script: its answer and what was typed. */
  posted?: { state: FormState; values: PostedValues };
}

/** The white-label partnership inquiry: name, e-mail, company, details; services optional. */
export function WhitelabelForm({ labels, captcha, services, hidden, permalink, posted }: WhitelabelFormProps) {
  const formId = 'partner';
  return (
    <LeadForm
      trackAs="whitelabel"
      defaults={posted?.values}
      initialState={posted?.state}
      labels={labels}
      captcha={captcha}
      requireService={false}
      hidden={hidden}
      permalink={permalink}
      formId={formId}
    >
      {(api) => (
        <>
          <div className="grid gap-6 sm:grid-cols-2">
            <NameAndEmail formId={formId} labels={labels} api={api} />
          </div>
          <Field
            formId={formId}
            name="company"
            label={labels.fields.companyName}
            api={api}
            required
            autoComplete="organization"
            maxLength={leadLimits.company}
          />
          <Field
            formId={formId}
            name="message"
            label={labels.fields.additionalInformation}
            api={api}
            required
            multiline
            maxLength={leadLimits.message}
          />
          <ServicesField
            formId={formId}
            legend={labels.fields.servicesOptional}
            services={services}
            api={api}
            required={false}
          />
        </>
      )}
    </LeadForm>
  );
}
