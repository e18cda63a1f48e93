'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { clsx } from 'clsx';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { LocalizedText } from '@/content/fields';
import { richTextToHtml } from '@/lib/rich-text';
import { articleHtmlForEditor } from '@/lib/article';
import { isLocale, type Locale } from '@/lib/locales';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import copy from '@messages/admin/editor.json';
import { MediaPickerDialog } from '../media/media-picker-client';
import {
  articleExtensions,
  articleLinkRule,
  insertImage,
  readBrowserSelection,
  type ArticleLabels,
} from './article-editor';
import { fieldExtensions, fieldLinkRule, type FieldLinkLabels } from './field-editor';
import { LinkDialog } from './link-dialog-client';
import { MissingPages, linksOf } from './missing-pages-client';
import { useMayWrite } from '../rights-client';

/** The toolbar's buttons. */
type Tool =
  | 'bold'
  | 'italic'
  | 'heading'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'numberedList'
  | 'link'
  | 'quote'
  | 'code'
  | 'codeBlock'
  | 'horizontalRule'
  | 'image';

/** messages/admin/editor.json's `richText`: each button's name, and the glyph it shows in place of the name. */
interface RichTextLabels extends ArticleLabels, FieldLinkLabels, Record<Tool, string> {
  toolbar: string;
  glyphs: Record<Tool, string>;
}

/** What an empty editor holds; stored as an empty text instead. */
const EMPTY = /^(?:<p><\/p>)*$/;

/**
 * A rich-text field (TipTap over ProseMirror) for the small HTML fields: paragraphs, small headings, lists, bold,
 * italic, quotes, inline code and links (the Link dialog, also Ctrl/⌘+K) — what the site's sanitiser keeps
 * (src/lib/sanitize-html.ts, applied again on save and on render); a link to a page of the site that is not on it is
 * named under the field. With `article`, the editor of an article (a blog post's body): h2/h3 headings as well, code
 * blocks, rules and library images (the media picker), in the site's article typography — what sanitizeArticleHtml
 * keeps, which returns its HTML unchanged. TipTap's own <style> injection is off (the CSP refuses it); its few rules
 * live in admin.css. Remount it (a `key`) to load another value, e.g. when the language changes.
 */
function RichTextInput({
  id,
  label,
  html,
  onChange,
  lang,
  error,
  labels,
  marker,
  article = false,
  readOnly = false,
}: {
  id: string;
  label: string;
  html: string;
  onChange: (html: string) => void;
  lang: string;
  error?: string;
  labels: RichTextLabels;
  marker?: ReactNode;
  /** The article editor (see above) instead of the small fields' one. */
  article?: boolean;
  /** Shown and not changeable (a translator's view of another language): a disabled fieldset does not reach it. */
  readOnly?: boolean;
}) {
  const locale: Locale = isLocale(lang) ? lang : 'en';
  // The dialog open over the editor, if any (each is in the page only while open).
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const openLink = useCallback((current: Editor) => {
    // The words the page shows selected are the ones linked, also from the toolbar's button.
    readBrowserSelection(current.view);
    setDialog('link');
  }, []);
  // TipTap compares these with what the editor has on every render and, when one differs, sets them again, which
  // lays its own selection back over the page's. A render that comes from elsewhere (a draft saved while Shift+Arrow
  // keys are moving the selection) would undo those keys. So they stay the same objects while their inputs do, and the
  // content is the value the field was mounted with (a new value remounts it, see above).
  const [content] = useState(html);
  const extensions = useMemo(
    () => (article ? articleExtensions(openLink) : fieldExtensions(openLink)),
    [article, openLink],
  );
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        class: article
          ? 'rich-text-input prose-site min-h-64 px-3 py-2 focus:outline-none'
          : 'rich-text-input prose-admin min-h-32 px-3 py-2 focus:outline-none [&_a]:text-ember-700 [&_a]:underline dark:[&_a]:text-ember-500 [&_blockquote]:border-s-4 [&_blockquote]:border-ember-600 [&_blockquote]:ps-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono dark:[&_code]:bg-slate-800 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6',
      },
    }),
    [id, error, lang, article, readOnly],
  );
  const editor = useEditor({
    extensions,
    content,
    editable: !readOnly,
    injectCSS: false,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const next = current.getHTML();
      if (EMPTY.test(next)) return onChange('');
      if (!article) return onChange(next);
      // What TipTap writes is already what the sanitiser keeps, except a few attributes pasted content can bring (a
      // link's target, a code block's language, a list's start); the field holds what the save will store.
      onChange(sanitizeArticleHtml(next));
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      heading2: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      code: current?.isActive('code') ?? false,
      codeBlock: current?.isActive('codeBlock') ?? false,
      links: current ? linksOf(current.state.doc) : [],
    }),
  });

  /** A toolbar button; `pressed` is left out for the ones that insert something rather than switch a format. */
  const tool = (key: Tool, pressed: boolean | undefined, run: () => void) => (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={!editor || readOnly}
      onClick={run}
      className={clsx(
        'rounded-md px-2.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ember-600',
        pressed ? 'bg-slate-200 dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
      )}
      title={labels[key]}
    >
      <span aria-hidden="true">{labels.glyphs[key]}</span>
      <span className="sr-only">{labels[key]}</span>
    </button>
  );

  return (
    <div>
      <div className="flex items-center gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        {marker}
      </div>
      <div
        className={clsx(
          'mt-1.5 rounded-lg border bg-white shadow-sm focus-within:border-ember-600 focus-within:outline-2 focus-within:outline-ember-600/30 dark:bg-slate-950',
          error ? 'border-red-600' : 'border-slate-300 dark:border-slate-700',
        )}
      >
        <div
          role="toolbar"
          aria-label={`${labels.toolbar}: ${label}`}
          className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5 dark:border-slate-800"
        >
          {tool('bold', active?.bold ?? false, () => editor?.chain().focus().toggleBold().run())}
          {tool('italic', active?.italic ?? false, () => editor?.chain().focus().toggleItalic().run())}
          {article ? (
            <>
              {tool('heading2', active?.heading2 ?? false, () =>
                editor?.chain().focus().toggleHeading({ level: 2 }).run(),
              )}
              {tool('heading3', active?.heading ?? false, () =>
                editor?.chain().focus().toggleHeading({ level: 3 }).run(),
              )}
            </>
          ) : (
            tool('heading', active?.heading ?? false, () => editor?.chain().focus().toggleHeading({ level: 3 }).run())
          )}
          {tool('bulletList', active?.bulletList ?? false, () => editor?.chain().focus().toggleBulletList().run())}
          {tool('numberedList', active?.orderedList ?? false, () => editor?.chain().focus().toggleOrderedList().run())}
          {tool('link', active?.link ?? false, () => editor && openLink(editor))}
          {tool('quote', active?.blockquote ?? false, () => editor?.chain().focus().toggleBlockquote().run())}
          {tool('code', active?.code ?? false, () => editor?.chain().focus().toggleCode().run())}
          {article && (
            <>
              {tool('codeBlock', active?.codeBlock ?? false, () => editor?.chain().focus().toggleCodeBlock().run())}
              {tool('horizontalRule', undefined, () => editor?.chain().focus().setHorizontalRule().run())}
              {tool('image', undefined, () => setDialog('image'))}
            </>
          )}
        </div>
        <EditorContent editor={editor} />
      </div>
      <MissingPages links={active?.links ?? []} />
      {editor && dialog === 'link' && (
        <LinkDialog
          editor={editor}
          rule={article ? articleLinkRule(labels) : fieldLinkRule(labels)}
          hint={article ? copy.richText.linkDialog.articleHint : copy.richText.linkDialog.fieldHint}
          locale={locale}
          onClose={() => setDialog(null)}
        />
      )}
      {editor && dialog === 'image' && (
        <MediaPickerDialog
          fieldLabel={label}
          onChoose={(item, alt) => insertImage(editor, item.path, alt[locale] ?? alt.en ?? null)}
          onClose={() => {
            setDialog(null);
            editor.commands.focus();
          }}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A localized rich text in the language being edited. Emptying an optional text in every language leaves no text
 * (undefined); English stays required when the text exists.
 */
export function LocalizedRichText({
  id,
  label,
  value,
  onChange,
  locale,
  error,
  labels,
  missingLabel,
  article = false,
}: {
  id: string;
  label: string;
  value: LocalizedText | undefined;
  onChange: (value: LocalizedText | undefined) => void;
  locale: Locale;
  error?: string;
  labels: RichTextLabels;
  missingLabel: string;
  /** An article (a blog post's body), which may be stored as Markdown: see RichTextInput. */
  article?: boolean;
}) {
  const html = value?.[locale] ?? '';
  const missing = locale !== 'en' && !html && Boolean(value?.en);
  // A translator writes only in their languages: the others' texts are shown, not editable.
  const mayWrite = useMayWrite(locale);
  const update = (next: string) => {
    const text: LocalizedText = { ...(value ?? { en: '' }) };
    if (next || locale === 'en') text[locale] = next;
    else delete text[locale];
    onChange(!text.en && Object.keys(text).length <= 1 ? undefined : text);
  };
  return (
    <RichTextInput
      key={`${id}-${locale}`}
      id={id}
      label={label}
      html={html ? (article ? articleHtmlForEditor(html) : richTextToHtml(html)) : ''}
      onChange={update}
      lang={locale}
      error={error}
      labels={labels}
      article={article}
      readOnly={!mayWrite}
      marker={missing ? <span className="text-xs text-amber-800 dark:text-amber-300">{missingLabel}</span> : null}
    />
  );
}
