'use client';

import { useRef } from 'react';
import type { EditorFormProps } from '@/lib/editor';
import { EditorForm } from '../editor-form-client';
import testimonialsCopy from '../../../../messages/admin/testimonials.json';
import { fieldLabels, LocalizedInput, PlainInput } from '../fields/localized-client';
import { WholeNumberInput } from '../fields/number-client';
import type { VideoTestimonialEdit } from './schema';
import { useClosingEditor } from '../use-closing-editor-client';

export interface VideoTestimonialFormProps extends EditorFormProps<VideoTestimonialEdit> {
  listHref: string;
  /** Which video URLs the home page can play (the site's files and the MEDIA_HOSTS of the server). */
  videoUrlHint: string;
}

/** A video testimonial's form: the role per language, the rest once; Save Changes closes the editor. */
export function VideoTestimonialForm({
  id,
  version,
  values,
  history,
  listHref,
  save,
  restore,
  videoUrlHint,
}: VideoTestimonialFormProps) {
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
    titleOf: (testimonial) => testimonial.company,
    messages: { saved: { title: t.savedTitle, text: t.savedText } },
  });
  const { locale, errors, errorAt, field } = editor;

  return (
    <EditorForm editor={editor} formRef={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainInput
          id="testimonial-company"
          label={t.company}
          value={editor.values.company}
          onChange={field('company')}
          error={errors.company}
          maxLength={120}
        />
        <PlainInput
          id="testimonial-reviewer"
          label={t.reviewer}
          value={editor.values.reviewer}
          onChange={field('reviewer')}
          error={errors.reviewer}
          maxLength={120}
        />
      </div>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainInput
          id="testimonial-video-url"
          label={t.videoUrl}
          value={editor.values.videoUrl}
          onChange={field('videoUrl')}
          error={errors.videoUrl}
          maxLength={2000}
          type="url"
          hint={videoUrlHint}
        />
        <PlainInput
          id="testimonial-poster"
          label={t.poster}
          value={editor.values.poster}
          onChange={field('poster')}
          error={errors.poster}
          maxLength={2000}
          type="url"
        />
      </div>
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
