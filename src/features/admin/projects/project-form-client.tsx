'use client';

import { useRef } from 'react';
import { categoryIds, type CategoryId } from '@/content/categories';
import type { EditorFormProps } from '@/lib/editor';
import { EditorForm } from '../editor-form-client';
import editorCopy from '../../../../messages/admin/editor.json';
import projectsCopy from '../../../../messages/admin/projects.json';
import type { EditorIcons } from '../editor-icons';
import { ListField, listLabels } from '../fields/list-client';
import { fieldLabels, LocalizedInput, PlainInput } from '../fields/localized-client';
import { LocalizedRichText } from '../fields/rich-text-client';
import { fill } from '../fill';
import { useEditor } from '../use-editor-client';
import type { ProjectEdit } from './schema';

type HtmlField = 'challenge' | 'solution' | 'results';

/**
 * The projects editor's form (spec 001 "Projects editor"): Title, Category, Short and Long Description, Main Image URL,
 * Client, Technologies, Gallery Images (when the project has a gallery) and Additional Details (Challenge, Solution,
 * Results as rich text). Save Changes keeps the editor open.
 */
export function ProjectForm({
  id,
  version,
  values,
  showGallery,
  history,
  icons,
  save,
  restore,
}: EditorFormProps<ProjectEdit> & { showGallery: boolean; icons: EditorIcons }) {
  const e = editorCopy;
  const p = projectsCopy;
  const form = useRef<HTMLFormElement>(null);
  const editor = useEditor({
    form,
    id,
    version,
    values,
    history,
    save,
    restore,
    titleOf: (project) => project.title.en,
    messages: { saved: { title: e.savedTitle, text: e.savedText } },
  });
  const { locale, errors, errorAt, field } = editor;
  const numbered = (label: string) => (index: number) => fill(e.numbered, { label, number: index + 1 });

  const toggleCategory = (category: CategoryId, on: boolean) =>
    field('categories')(categoryIds.filter((id) => (id === category ? on : editor.values.categories.includes(id))));

  const richText = (name: HtmlField, label: string) => (
    <LocalizedRichText
      id={`project-${name}`}
      label={label}
      value={editor.values[name]}
      onChange={field(name)}
      locale={locale}
      error={errorAt(`${name}.${locale}`)}
      labels={e.richText}
      missingLabel={e.missingTranslation}
    />
  );

  return (
    <EditorForm editor={editor} formRef={form}>
      <LocalizedInput
        id="project-title"
        label={p.title}
        value={editor.values.title}
        onChange={field('title')}
        locale={locale}
        error={errorAt(`title.${locale}`)}
        maxLength={120}
        labels={fieldLabels}
      />
      <fieldset aria-describedby="project-category-hint">
        <legend className="text-sm font-medium">{p.category}</legend>
        <p id="project-category-hint" className="text-xs text-slate-600 dark:text-slate-400">
          {p.categoryHint}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {categoryIds.map((category) => (
            <label key={category} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={editor.values.categories.includes(category)}
                onChange={(event) => toggleCategory(category, event.target.checked)}
                aria-invalid={errors.categories ? true : undefined}
                className="size-4 accent-ember-700"
              />
              {e.categories[category]}
            </label>
          ))}
        </div>
        {errors.categories && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.categories}</p>}
      </fieldset>
      <LocalizedInput
        id="project-short-description"
        label={p.shortDescription}
        value={editor.values.shortDescription}
        onChange={field('shortDescription')}
        locale={locale}
        error={errorAt(`shortDescription.${locale}`)}
        maxLength={240}
        multiline
        labels={fieldLabels}
      />
      <LocalizedRichText
        id="project-long-description"
        label={p.longDescription}
        value={editor.values.longDescription}
        onChange={(value) => field('longDescription')(value ?? { en: '' })}
        locale={locale}
        error={errorAt(`longDescription.${locale}`) ?? errors.longDescription}
        labels={e.richText}
        missingLabel={e.missingTranslation}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainInput
          id="project-image"
          label={p.image}
          value={editor.values.image ?? ''}
          onChange={(image) => field('image')(image || undefined)}
          error={errors.image}
          maxLength={2000}
          type="url"
        />
        <PlainInput
          id="project-client"
          label={p.client}
          value={editor.values.client}
          onChange={field('client')}
          error={errors.client}
          maxLength={120}
        />
      </div>
      <ListField
        legend={p.technologies}
        items={editor.values.technologies}
        onChange={field('technologies')}
        render={(item, index, update) => (
          <PlainInput
            id={`project-technologies-${index}`}
            label={numbered(p.technology)(index)}
            value={item}
            onChange={update}
            error={errors[`technologies.${index}`]}
            maxLength={60}
          />
        )}
        create={() => ''}
        itemName={numbered(p.technology)}
        min={1}
        max={30}
        labels={listLabels}
        icons={icons}
        error={errors.technologies}
      />
      {showGallery && (
        <ListField
          legend={p.gallery}
          items={editor.values.gallery}
          onChange={field('gallery')}
          render={(item, index, update) => (
            <PlainInput
              id={`project-gallery-${index}`}
              label={numbered(p.galleryImage)(index)}
              value={item}
              onChange={update}
              error={errors[`gallery.${index}`]}
              maxLength={2000}
              type="url"
            />
          )}
          create={() => ''}
          itemName={numbered(p.galleryImage)}
          min={0}
          max={8}
          labels={listLabels}
          icons={icons}
          error={errors.gallery}
          open={false}
        />
      )}
      <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <legend className="px-1 font-semibold">{p.details}</legend>
        {richText('challenge', p.challenge)}
        {richText('solution', p.solution)}
        {richText('results', p.results)}
      </fieldset>
    </EditorForm>
  );
}
