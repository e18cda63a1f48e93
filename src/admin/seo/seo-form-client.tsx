'use client';

import { useRouter } from 'next/navigation';
import { useContext, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { LocalizedText } from '@/content/fields';
import type { SeoEntry } from '@/content/seo-entry';
import type { EditorFormProps } from '@/lib/editor';
import type { Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/paths';
import { EditorForm, EditorLocaleContext } from '../editor-form-client';
import { StaleNoteAt } from '../fields/stale-note-client';
import editorCopy from '@messages/admin/editor.json';
import copy from '@messages/admin/seo.json';
import type { EditorIcons } from '../editor-icons';
import { ListField } from '../fields/list-client';
import { editorLocales, PlainInput } from '../fields/localized-client';
import { fill } from '../fill';
import { useEditor } from '../use-editor-client';
import { useReportDirty } from './leave-guard-client';
import { MeteredInput } from './metered-input-client';
import { SearchPreview } from './search-preview-client';
import { fieldAt, type FormField } from '../collection/form-fields';

/** What the SEO editor changes of an entry (its definition hides the rest). */
export type SeoEdit = Pick<SeoEntry, 'title' | 'description' | 'ogImage' | 'keywords' | 'noindex' | 'canonicalUrl'>;

export interface SeoFormProps extends EditorFormProps<SeoEdit> {
  /** The page's readable name, for the toast. */
  page: string;
  /** The public site's address and the page's path on it, for the preview. */
  siteUrl: string;
  path: string;
  backHref: string;
  icons: EditorIcons;
  /** The fields of the SEO entries' definition, with the schema's limits. */
  fields: FormField[];
  /**
   * In an item's side panel: the form alone, without a panel of its own (its history is the SEO editor's), and with a
   * link to the SEO editor in place of Back to Page Selection.
   */
  inPanel?: boolean;
}

/** As the public site shows a text: the language's own, else English. */
const inLocale = (text: LocalizedText, locale: Locale) => text[locale] || text.en;
const localeOf = (path: string) => editorLocales.find((locale) => path.endsWith(`.${locale}`));

/**
 * The SEO editor's form (spec 001 "SEO editor"): title tag and meta description in the language chosen above, with live
 * length hints and a search-result preview, the sharing image, the keywords, Publish SEO settings (Save SEO settings
 * for a page with no entry yet, which has no drafts; the editor stays open) and the history.
 */
export function SeoForm(props: SeoFormProps) {
  const { id, version, values, history, page, siteUrl, path, backHref, icons, fields, inPanel = false } = props;
  const s = copy;
  // Beside an item's own fields, every id of this form is its own.
  const prefix = inPanel ? 'seo-panel' : 'seo';
  const limit = (name: string) => fieldAt(fields, name);
  const e = editorCopy;
  const form = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const editor = useEditor({
    form,
    id,
    version,
    values,
    history,
    save: props.save,
    restore: props.restore,
    draft: props.draft,
    saveDraft: props.saveDraft,
    namesDraft: inPanel,
    discardDraft: props.discardDraft,
    compare: props.compare,
    stale: props.stale,
    markCurrent: props.markCurrent,
    presence: props.presence,
    titleOf: () => page,
    messages: { saved: { title: copy.savedTitle, text: copy.savedText } },
    // The picker moves between pages without reloads: drop the router's copies, so Back shows what was saved. In an
    // item's panel nothing else on the page shows the entry, and drawing the item's form again is not this form's call.
    onSaved: inPanel ? undefined : () => router.refresh(),
  });
  const { errors, field } = editor;
  // In an item's side panel, the language is the one the item's form is edited in (its switch is the only one).
  const outerLocale = useContext(EditorLocaleContext);
  const locale = (inPanel && outerLocale) || editor.locale;
  useReportDirty(editor.dirty);
  const [keywordsShown, setKeywordsShown] = useState(Boolean(values.keywords?.length));

  // A text refused in another language than the one on screen: show that language, so the error and its field appear.
  const [answered, setAnswered] = useState(errors);
  if (answered !== errors) {
    setAnswered(errors);
    const paths = Object.keys(errors);
    const target = paths.map(localeOf).find((l): l is Locale => Boolean(l));
    if (target && !paths.some((p) => [undefined, locale].includes(localeOf(p)))) editor.setLocale(target);
  }

  const keywords = editor.values.keywords ?? [];
  const keywordName = (index: number) => fill(e.numbered, { label: copy.keyword, number: index + 1 });

  return (
    <EditorForm
      editor={editor}
      formRef={form}
      fields={fields}
      saveLabel={props.saveDraft ? copy.publish : copy.save}
      actions={
        <a href={backHref} className={buttonVariants({ variant: 'secondary', size: inPanel ? 'md' : 'lg' })}>
          {inPanel ? copy.openEditor : copy.back}
        </a>
      }
      bare={inPanel}
    >
      <MeteredInput
        id={`${prefix}-title`}
        label={copy.titleTag}
        value={editor.values.title}
        onChange={field('title')}
        locale={locale}
        limit={limit('title').maxLength ?? 60}
        error={errors[`title.${locale}`]}
        missingLabel={e.missingTranslation}
      />
      <StaleNoteAt of={editor} path="title" current={editor.values.title.en} />
      <MeteredInput
        id={`${prefix}-description`}
        label={copy.metaDescription}
        value={editor.values.description}
        onChange={field('description')}
        locale={locale}
        limit={limit('description').maxLength ?? 160}
        error={errors[`description.${locale}`]}
        multiline
        missingLabel={e.missingTranslation}
      />
      <StaleNoteAt of={editor} path="description" current={editor.values.description.en} />
      <SearchPreview
        url={`${siteUrl}${localizedPath(locale, path)}`}
        title={inLocale(editor.values.title, locale)}
        description={inLocale(editor.values.description, locale)}
        locale={locale}
        language={e.languages[locale]}
      />
      <div>
        <label className="flex items-start gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={editor.values.noindex ?? false}
            onChange={(event) => field('noindex')(event.target.checked || undefined)}
            aria-describedby={`${prefix}-noindex-hint`}
            className="mt-0.5 size-4 accent-ember-700"
          />
          {s.noindex}
        </label>
        <p id={`${prefix}-noindex-hint`} className="mt-1 ms-7 text-sm text-slate-600 dark:text-slate-400">
          {s.noindexHint}
        </p>
      </div>
      <PlainInput
        id={`${prefix}-canonical`}
        label={s.canonical}
        value={editor.values.canonicalUrl ?? ''}
        onChange={(value) => field('canonicalUrl')(value.trim() ? value : undefined)}
        error={errors.canonicalUrl}
        maxLength={2000}
        type="url"
        hint={s.canonicalHint}
        required={false}
      />
      <PlainInput
        id={`${prefix}-og-image`}
        label={copy.ogImage}
        value={editor.values.ogImage}
        onChange={field('ogImage')}
        error={errors.ogImage}
        maxLength={2000}
        type="url"
      />
      {keywordsShown || keywords.length > 0 ? (
        <ListField
          legend={copy.keywords}
          items={keywords}
          onChange={field('keywords')}
          render={(item, index, update) => (
            <PlainInput
              id={`${prefix}-keywords-${index}`}
              label={keywordName(index)}
              value={item}
              onChange={update}
              error={errors[`keywords.${index}`]}
              maxLength={limit('keywords').maxLength ?? 60}
            />
          )}
          create={() => ''}
          itemName={keywordName}
          min={0}
          max={limit('keywords').max ?? 15}
          labels={{ add: e.add, remove: e.remove, moveUp: e.moveUp, moveDown: e.moveDown }}
          icons={icons}
          error={errors.keywords}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setKeywordsShown(true);
            field('keywords')(['']);
            requestAnimationFrame(() => document.getElementById(`${prefix}-keywords-0`)?.focus());
          }}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {icons.add}
          {copy.addKeywords}
        </button>
      )}
    </EditorForm>
  );
}
