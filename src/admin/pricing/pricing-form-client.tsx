'use client';

import { useRef } from 'react';
import type { PricingCatalogue, PricingCategory, PricingOption, PricingTabId } from '@/content/pricing';
import type { EditorFormProps } from '@/lib/editor';
import { EditorForm } from '../editor-form-client';
import { StaleNoteAt } from '../fields/stale-note-client';
import pricingCopy from '@messages/admin/pricing.json';
import { fieldLabels, LocalizedInput } from '../fields/localized-client';
import { fill } from '../fill';
import { useEditor } from '../use-editor-client';
import { OptionFields } from './option-fields-client';
import { fieldAt, type FormField } from '../collection/form-fields';

/** What the pricing editor changes of a catalogue (its definition hides the rest). */
export type PricingEdit = Pick<PricingCatalogue, 'categories'>;

interface PricingFormProps extends EditorFormProps<PricingEdit> {
  id: PricingTabId;
  /** The fields of the catalogues' definition, with the schema's limits. */
  fields: FormField[];
}

/**
 * The pricing editor's form (spec 001 "Pricing editor"): each group's name and its options' label, price and info,
 * in the language chosen above the form. Groups and options keep their ids (calculator links name them), so the form
 * changes texts and prices only. "Publish WEB3 pricing" publishes and keeps the editor open; the history restores a version.
 */
export function PricingForm({ fields, ...item }: PricingFormProps) {
  const p = pricingCopy;
  const code = item.id.toUpperCase();
  const form = useRef<HTMLFormElement>(null);
  // The item as loaded and its actions go to the editor as they came.
  const editor = useEditor({
    form,
    ...item,
    titleOf: () => code,
    messages: { saved: { title: p.savedTitle, text: p.savedText } },
  });
  const { locale, errorAt } = editor;

  const updateCategory = (index: number, change: (category: PricingCategory) => PricingCategory) =>
    editor.setValues((current) => ({
      ...current,
      categories: current.categories.map((category, i) => (i === index ? change(category) : category)),
    }));
  const updateOption = (c: number, o: number, option: PricingOption) =>
    updateCategory(c, (category) => ({
      ...category,
      options: category.options.map((old, i) => (i === o ? option : old)),
    }));

  return (
    <EditorForm editor={editor} formRef={form} saveLabel={fill(p.save, { id: code })} fields={fields}>
      {editor.values.categories.map((category, c) => (
        <fieldset
          key={category.id}
          className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800"
        >
          <legend className="px-1 font-semibold">{category.name.en || category.id}</legend>
          <LocalizedInput
            id={`category-${category.id}-name`}
            label={p.groupName}
            value={category.name}
            onChange={(name) => updateCategory(c, (current) => ({ ...current, name }))}
            locale={locale}
            error={errorAt(`categories.${c}.name.${locale}`)}
            maxLength={fieldAt(fields, 'categories.name').maxLength ?? 120}
            labels={fieldLabels}
          />
          <StaleNoteAt of={editor} path={`categories.${c}.name`} current={category.name.en} />
          <ul className="space-y-2">
            {category.options.map((option, o) => (
              <li key={option.id}>
                <OptionFields
                  option={option}
                  path={`categories.${c}.options.${o}`}
                  onChange={(next) => updateOption(c, o, next)}
                  locale={locale}
                  errorAt={errorAt}
                  stale={editor}
                  labels={fieldLabels}
                  fields={fieldAt(fields, 'categories.options').fields ?? []}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </EditorForm>
  );
}
