'use client';

import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/locales';
import copy from '@messages/admin/editor.json';
import { fill } from '../fill';
import { applyLink, removeLink, type LinkRule } from './article-editor';
import { findTargets, isMissingPage, titleIn, type LinkTarget } from './link-targets';
import { reloadLinkTargets, useLinkTargets } from './use-link-targets';

const d = copy.richText.linkDialog;
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

/**
 * The Link dialog of a rich-text field (its toolbar's Link button, or Ctrl/⌘+K): a page of this site found by its title
 * in the language being edited, or a web address under the field's rule (`rule`: the article's or the small fields'),
 * refused with the reason in the dialog and the typing kept. An existing link is edited or removed here too. A native
 * modal <dialog> (focus kept inside, Escape closes); closing gives the editor its focus and selection back. Not a
 * <form>: the field sits inside the item's form, and a form inside a form would submit (publish) it.
 */
export function LinkDialog({
  editor,
  rule,
  locale,
  hint,
  onClose,
}: {
  editor: Editor;
  rule: LinkRule;
  locale: Locale;
  hint: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  // The link being edited, read once as the dialog opens (the selection does not move while it is open).
  const [current] = useState(() => {
    const href: unknown = editor.getAttributes('link').href;
    return typeof href === 'string' ? href : undefined;
  });
  const [way, setWay] = useState<'page' | 'web'>(current && !current.startsWith('/') ? 'web' : 'page');
  const [query, setQuery] = useState('');
  const [address, setAddress] = useState(current ?? '');
  const [error, setError] = useState('');
  const targets = useLinkTargets(true);

  useEffect(() => {
    reloadLinkTargets();
    dialog.current?.showModal();
    // showModal focuses the first control (the first way); the box to type in is the one wanted.
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  const close = () => dialog.current?.close();
  const link = (href: string, text?: string) => {
    close();
    applyLink(editor, href, text);
  };
  const applyAddress = () => {
    const href = rule.accept(address);
    if (!href) return setError(rule.refused);
    link(href);
  };
  const onAddressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the address here; in the item's form it would otherwise submit (publish) the item.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    applyAddress();
  };

  const found: LinkTarget[] = targets.state === 'ready' ? findTargets(targets.targets, query, locale).slice(0, 8) : [];
  const typedMissing =
    way === 'web' && targets.state === 'ready' && rule.accept(address) && isMissingPage(address.trim(), targets);

  return (
    <dialog
      ref={dialog}
      onClose={() => {
        onClose();
        editor.commands.focus();
      }}
      aria-labelledby={`${ids}-title`}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="border-b border-slate-200 p-4 dark:border-slate-800">
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          {current ? d.editTitle : d.title}
        </h2>
        {current && (
          <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">
            {fill(d.current, { href: current })}
          </p>
        )}
      </div>
      <div className="max-h-[70vh] space-y-4 overflow-y-auto p-4">
        <fieldset>
          <legend className="text-sm font-medium">{d.way}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(['page', 'web'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${ids}-way`}
                  checked={way === value}
                  onChange={() => setWay(value)}
                  className="size-4 accent-ember-600"
                />
                {d[value]}
              </label>
            ))}
          </div>
        </fieldset>
        {way === 'page' ? (
          <div>
            <label htmlFor={`${ids}-search`} className="block text-sm font-medium">
              {d.search}
            </label>
            <input
              id={`${ids}-search`}
              type="search"
              dir="auto"
              value={query}
              data-autofocus
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              aria-describedby={`${ids}-search-hint`}
              aria-controls={`${ids}-results`}
              className={input}
            />
            <p id={`${ids}-search-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {d.searchHint}
            </p>
            {targets.state === 'loading' && (
              <p role="status" className="mt-3 text-sm">
                {d.loading}
              </p>
            )}
            {targets.state === 'failed' && (
              <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
                {fill(d.failed, { reference: targets.reference })}
              </p>
            )}
            <ul id={`${ids}-results`} aria-live="polite" className="mt-3 space-y-1">
              {targets.state === 'ready' && found.length === 0 && (
                <li className="text-sm text-slate-600 dark:text-slate-400">{d.noMatch}</li>
              )}
              {found.map((target) => {
                const title = titleIn(target, locale);
                const own = Boolean(target.title[locale]);
                return (
                  <li key={target.path}>
                    <button
                      type="button"
                      onClick={() => link(target.path, title)}
                      className="flex w-full flex-wrap items-baseline gap-x-3 rounded-lg p-2 text-start text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:hover:bg-slate-800"
                    >
                      <span
                        className="min-w-0 flex-1 font-medium"
                        lang={own ? locale : 'en'}
                        dir={own && locale === 'ar' ? 'rtl' : 'ltr'}
                      >
                        {title}
                      </span>
                      <span className="text-xs text-slate-600 dark:text-slate-400">{d.kinds[target.kind]}</span>
                      <bdi dir="ltr" className="w-full font-mono text-xs text-slate-600 dark:text-slate-400">
                        {target.path}
                      </bdi>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : (
          <div>
            <label htmlFor={`${ids}-address`} className="block text-sm font-medium">
              {d.address}
            </label>
            <input
              id={`${ids}-address`}
              type="text"
              inputMode="url"
              dir="ltr"
              value={address}
              data-autofocus
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setAddress(event.target.value);
                setError('');
              }}
              onKeyDown={onAddressKey}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${ids}-address-hint${error ? ` ${ids}-address-error` : ''}`}
              className={input}
            />
            <p id={`${ids}-address-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {hint}
            </p>
            {error && (
              <p id={`${ids}-address-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            )}
            {typedMissing && (
              <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
                {fill(d.missing, { path: address.trim() })}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 p-4 dark:border-slate-800">
        {way === 'web' && (
          <button type="button" onClick={applyAddress} className={buttonVariants()}>
            {d.apply}
          </button>
        )}
        {current && (
          <button
            type="button"
            onClick={() => {
              close();
              removeLink(editor);
            }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {d.remove}
          </button>
        )}
        <button type="button" onClick={close} className={buttonVariants({ variant: 'ghost' })}>
          {d.cancel}
        </button>
      </div>
    </dialog>
  );
}
