'use client';

import { useRef } from 'react';
import { categoryIds, type CategoryId } from '@/content/categories';
import type { EditorFormProps } from '@/lib/editor';
import { EditorForm } from '../editor-form-client';
import caseStudiesCopy from '../../../../messages/admin/case-studies.json';
import editorCopy from '../../../../messages/admin/editor.json';
import { fieldLabels, LocalizedInput, PlainInput } from '../fields/localized-client';
import { LocalizedRichText } from '../fields/rich-text-client';
import { useClosingEditor } from '../use-closing-editor-client';
import type { CaseStudyEdit } from './schema';

type HtmlField = 'challenge' | 'analysis' | 'solution' | 'results';

/**
 * The case-studies editor's form: Title, Client, Industry, Category, Description, Main Image URL, and Challenge,
 * Analysis, Solution, Results as rich text. Saving closes the editor (spec 001 §4), back to the list it came from.
 */
export function CaseStudyForm({
  id,
  version,
  values,
  history,
  listUrl,
  save,
  restore,
}: EditorFormProps<CaseStudyEdit> & { listUrl: string }) {
  const e = editorCopy;
  const c = caseStudiesCopy;
  const form = useRef<HTMLFormElement>(null);
  const editor = useClosingEditor({
    listHref: listUrl,
    form,
    id,
    version,
    values,
    history,
    save,
    restore,
    titleOf: (study) => study.title.en,
    messages: { saved: { title: e.savedTitle, text: e.savedText } },
  });
  const { locale, errors, errorAt, field } = editor;

  const text = (name: 'title' | 'industry' | 'description', label: string, maxLength: number, multiline = false) => (
    <LocalizedInput
      id={`case-study-${name}`}
      label={label}
      value={editor.values[name]}
      onChange={field(name)}
      locale={locale}
      error={errorAt(`${name}.${locale}`)}
      maxLength={maxLength}
      multiline={multiline}
      labels={fieldLabels}
    />
  );
  const richText = (name: HtmlField, label: string) => (
    <LocalizedRichText
      id={`case-study-${name}`}
      label={label}
      value={editor.values[name]}
      onChange={(value) => field(name)(value ?? (name === 'analysis' ? undefined : { en: '' }))}
      locale={locale}
      error={errorAt(`${name}.${locale}`) ?? errors[name]}
      labels={e.richText}
      missingLabel={e.missingTranslation}
    />
  );

  return (
    <EditorForm editor={editor} formRef={form}>
      {text('title', c.title, 160)}
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainInput
          id="case-study-client"
          label={c.client}
          value={editor.values.client}
          onChange={field('client')}
          error={errors.client}
          maxLength={120}
        />
        {text('industry', c.industry, 120)}
      </div>
      <div>
        <label htmlFor="case-study-category" className="block text-sm font-medium">
          {c.category}
        </label>
        <select
          id="case-study-category"
          value={editor.values.category}
          onChange={(event) => field('category')(event.target.value as CategoryId)}
          className="mt-1.5 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 sm:w-72 dark:border-slate-700 dark:bg-slate-950"
        >
          {categoryIds.map((category) => (
            <option key={category} value={category}>
              {e.categories[category]}
            </option>
          ))}
        </select>
      </div>
      {text('description', c.description, 600, true)}
      <PlainInput
        id="case-study-image"
        label={c.image}
        value={editor.values.image}
        onChange={field('image')}
        error={errors.image}
        maxLength={2000}
        type="url"
      />
      {richText('challenge', c.challenge)}
      {richText('analysis', c.analysis)}
      {richText('solution', c.solution)}
      {richText('results', c.results)}
    </EditorForm>
  );
}
