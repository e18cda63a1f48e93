'use client';

import { useId, useState } from 'react';
import type { PricingOption } from '@/content/pricing';
import type { Locale } from '@/lib/locales';
import { moneyFormat } from '@/lib/pricing';
import copy from '@messages/admin/pricing.json';
import editorCopy from '@messages/admin/editor.json';
import { LocalizedInput, type FieldLabels } from '../fields/localized-client';
import { isStale, StaleNoteAt, type StaleSource } from '../fields/stale-note-client';
import { fill } from '../fill';
import { WholeNumberInput } from '../fields/number-client';
import { fieldAt, type FormField } from '../collection/form-fields';

const dollars = new Intl.NumberFormat('en-US', moneyFormat);

/**
 * One option, collapsed under its heading "label - $price" (which follows the draft as it is typed). It opens by
 * itself when the server reports an error in it, so the focus can move to the field.
 */
export function OptionFields({
  option,
  path,
  onChange,
  locale,
  errorAt,
  stale,
  labels,
  fields,
}: {
  option: PricingOption;
  /** The option's place in the values, e.g. `categories.1.options.0`, as field errors name it. */
  path: string;
  onChange: (option: PricingOption) => void;
  locale: Locale;
  errorAt: (path: string) => string | undefined;
  /** The editor's stale translations: a note under each text that needs an update in the language on screen. */
  stale: StaleSource;
  labels: FieldLabels;
  /** An option's fields, with the schema's limits. */
  fields: FormField[];
}) {
  const headingId = useId();
  const base = `option-${option.id}`;
  const errors = {
    label: errorAt(`${path}.label.${locale}`),
    price: errorAt(`${path}.price`),
    info: errorAt(`${path}.info.${locale}`),
  };
  // An option whose text needs an update in this language says so on its heading, so it is found while closed.
  const needsUpdate = isStale(stale, `${path}.label`) || isStale(stale, `${path}.info`);
  const hasError = Object.values(errors).some(Boolean);
  const [open, setOpen] = useState(false);
  const [errorShown, setErrorShown] = useState(hasError);
  if (hasError !== errorShown) {
    setErrorShown(hasError);
    if (hasError) setOpen(true);
  }
  const [priceText, setPriceText] = useState(String(option.price));
  const price = Number.isInteger(option.price) ? dollars.format(option.price) : `$${priceText}`;

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/60"
    >
      <summary
        id={headingId}
        className="cursor-pointer rounded-lg px-3 py-3 sm:px-4 font-medium focus-visible:outline-2 focus-visible:outline-ember-600"
      >
        {fill(copy.heading, { label: option.label.en, price })}
        {needsUpdate && (
          <span className="ms-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-200">
            {editorCopy.translations.badge}
          </span>
        )}
      </summary>
      <div role="group" aria-labelledby={headingId} className="grid gap-4 px-3 pt-1 pb-4 sm:px-4">
        <LocalizedInput
          id={`${base}-label`}
          label={copy.label}
          value={option.label}
          onChange={(label) => onChange({ ...option, label })}
          locale={locale}
          error={errors.label}
          maxLength={fieldAt(fields, 'label').maxLength ?? 120}
          labels={labels}
        />
        <StaleNoteAt of={stale} path={`${path}.label`} current={option.label.en} />
        <WholeNumberInput
          id={`${base}-price`}
          label={copy.price}
          hint={option.oneTime ? `${copy.priceHint} ${copy.oneTime}.` : copy.priceHint}
          value={option.price}
          onChange={(price, text) => {
            setPriceText(text);
            onChange({ ...option, price });
          }}
          error={errors.price}
          min={fieldAt(fields, 'price').min ?? 0}
          className="w-full max-w-48"
        />
        <LocalizedInput
          id={`${base}-info`}
          label={copy.info}
          value={option.info}
          onChange={(info) => onChange({ ...option, info })}
          locale={locale}
          error={errors.info}
          maxLength={fieldAt(fields, 'info').maxLength ?? 400}
          multiline
          labels={labels}
        />
        <StaleNoteAt of={stale} path={`${path}.info`} current={option.info.en} />
      </div>
    </details>
  );
}
