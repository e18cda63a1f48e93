'use client';

import { useRef } from 'react';
import type { LocalizedText, TitledText } from '@/content/fields';
import type { EditorFormProps } from '@/lib/editor';
import { EditorForm } from '../editor-form-client';
import editorCopy from '../../../../messages/admin/editor.json';
import servicesCopy from '../../../../messages/admin/services.json';
import type { EditorIcons } from '../editor-icons';
import { ListField, listLabels } from '../fields/list-client';
import { fieldLabels, LocalizedInput, PlainInput } from '../fields/localized-client';
import { fill } from '../fill';
import { useEditor } from '../use-editor-client';
import type { ServiceEdit } from './schema';

export interface ServiceFormProps extends EditorFormProps<ServiceEdit> {
  icons: EditorIcons;
}

const emptyText = (): LocalizedText => ({ en: '' });

/**
 * The services editor's form (spec 001 "Services editor"): texts in the language chosen above the form, lists that
 * grow, shrink and reorder within the schema's bounds, Save Changes (the editor stays open), and the history.
 */
export function ServiceForm({ id, version, values, history, icons, save, restore }: ServiceFormProps) {
  const e = editorCopy;
  const s = servicesCopy;
  const form = useRef<HTMLFormElement>(null);
  const editor = useEditor({
    form,
    id,
    version,
    values,
    history,
    save,
    restore,
    titleOf: (service) => service.title.en,
    messages: { saved: { title: e.savedTitle, text: e.savedText } },
  });
  const { locale, errors, errorAt, field } = editor;
  const numbered = (label: string) => (index: number) => fill(e.numbered, { label, number: index + 1 });

  const localizedItem = (label: string, path: string, maxLength: number) =>
    function LocalizedItem(item: LocalizedText, index: number, update: (item: LocalizedText) => void) {
      return (
        <LocalizedInput
          id={`${path}-${index}`}
          label={numbered(label)(index)}
          value={item}
          onChange={update}
          locale={locale}
          error={errorAt(`${path}.${index}.${locale}`)}
          maxLength={maxLength}
          labels={fieldLabels}
        />
      );
    };

  return (
    <EditorForm editor={editor} formRef={form}>
      <LocalizedInput
        id="service-title"
        label={s.title}
        value={editor.values.title}
        onChange={field('title')}
        locale={locale}
        error={errorAt(`title.${locale}`)}
        maxLength={120}
        labels={fieldLabels}
      />
      <LocalizedInput
        id="service-description"
        label={s.description}
        value={editor.values.description}
        onChange={field('description')}
        locale={locale}
        error={errorAt(`description.${locale}`)}
        maxLength={600}
        multiline
        labels={fieldLabels}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainInput
          id="service-image"
          label={s.image}
          value={editor.values.image}
          onChange={field('image')}
          error={errors.image}
          maxLength={2000}
          type="url"
        />
        <PlainInput
          id="service-secondary-image"
          label={s.secondaryImage}
          value={editor.values.secondaryImage}
          onChange={field('secondaryImage')}
          error={errors.secondaryImage}
          maxLength={2000}
          type="url"
        />
      </div>
      <ListField
        legend={s.features}
        items={editor.values.features}
        onChange={field('features')}
        render={localizedItem(s.feature, 'features', 2000)}
        create={emptyText}
        itemName={numbered(s.feature)}
        min={3}
        max={12}
        labels={listLabels}
        icons={icons}
        error={errors.features}
      />
      <ListField
        legend={s.technologies}
        items={editor.values.technologies}
        onChange={field('technologies')}
        render={(item, index, update) => (
          <PlainInput
            id={`technologies-${index}`}
            label={numbered(s.technology)(index)}
            value={item}
            onChange={update}
            error={errors[`technologies.${index}`]}
            maxLength={60}
          />
        )}
        create={() => ''}
        itemName={numbered(s.technology)}
        min={4}
        max={24}
        labels={listLabels}
        icons={icons}
        error={errors.technologies}
      />
      <ListField
        legend={s.process}
        items={editor.values.process}
        onChange={field('process')}
        render={(step: TitledText, index, update) => (
          <div className="space-y-3">
            <LocalizedInput
              id={`process-${index}-title`}
              label={numbered(s.stepTitle)(index)}
              value={step.title}
              onChange={(title) => update({ ...step, title })}
              locale={locale}
              error={errorAt(`process.${index}.title.${locale}`)}
              maxLength={200}
              labels={fieldLabels}
            />
            <LocalizedInput
              id={`process-${index}-description`}
              label={numbered(s.stepDescription)(index)}
              value={step.description}
              onChange={(description) => update({ ...step, description })}
              locale={locale}
              error={errorAt(`process.${index}.description.${locale}`)}
              maxLength={2000}
              multiline
              labels={fieldLabels}
            />
          </div>
        )}
        create={() => ({ title: emptyText(), description: emptyText() })}
        itemName={numbered(s.step)}
        min={6}
        max={6}
        labels={listLabels}
        icons={icons}
        error={errors.process}
      />
      <ListField
        legend={s.benefits}
        items={editor.values.benefits}
        onChange={field('benefits')}
        render={localizedItem(s.benefit, 'benefits', 2000)}
        create={emptyText}
        itemName={numbered(s.benefit)}
        min={3}
        max={12}
        labels={listLabels}
        icons={icons}
        error={errors.benefits}
      />
    </EditorForm>
  );
}
