'use client';

import { useRef } from 'react';
import type { EditorFormProps } from '@/lib/editor';
import { EditorForm } from '../editor-form-client';
import testimonialsCopy from '../../../../messages/admin/testimonials.json';
import { fieldLabels, LocalizedInput, PlainInput } from '../fields/localized-client';
import { WholeNumberInput } from '../fields/number-client';
import type { TextTestimonialEdit } from './schema';
import { useClosingEditor } from '../use-closing-editor-client';

export interface TextTestimonialFormProps extends EditorFormProps<TextTestimonialEdit> {
  listHref: string;
}

/** A text testimonial's form: role and quote per language, the rest once; Save Changes closes the editor. */
export function TextTestimonialForm({
  id,
  version,
  values,
  history,
  listHref,
  save,
  restore,
}: TextTestimonialFormProps) {
  const t = testimonialsCopy;
  const form = useRef<HTMLFormElement>(null);
  const editor = useClosingEditor({
    form,
    id,
    version,
    values,
    history,
    save,
    restore,
    listHref,
    titleOf: (testimonial) => testimonial.name,
    messages: { saved: { title: t.savedTitle, text: t.savedText } },
  });
  const { locale, errors, errorAt, field } = editor;

  return (
    <EditorForm editor={editor} formRef={form}>
      <PlainInput
        id="testimonial-name"
        label={t.name}
        value={editor.values.name}
        onChange={field('name')}
        error={errors.name}
        maxLength={120}
      />
      <LocalizedInput
        id="testimonial-role"
        label={t.role}
        value={editor.values.role}
        onChange={field('role')}
        locale={locale}
        error={errorAt(`role.${locale}`)}
        maxLength={160}
        labels={fieldLabels}
      />
      <LocalizedInput
        id="testimonial-quote"
        label={t.quote}
        value={editor.values.quote}
        onChange={field('quote')}
        locale={locale}
        error={errorAt(`quote.${locale}`)}
        maxLength={1200}
        multiline
        labels={fieldLabels}
      />
      <PlainInput
        id="testimonial-image"
        label={t.image}
        value={editor.values.image}
        onChange={field('image')}
        error={errors.image}
        maxLength={2000}
        type="url"
      />
      <WholeNumberInput
        id="testimonial-rating"
        label={t.rating}
        hint={t.ratingHint}
        value={editor.values.rating}
        onChange={field('rating')}
        error={errors.rating}
        min={1}
        max={5}
        className="w-28"
      />
    </EditorForm>
  );
}
