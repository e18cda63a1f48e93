'use client';

import { useRights } from '../rights-client';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { locales, type Locale } from '@/lib/locales';
import collectionsCopy from '@messages/admin/collections.json';
import editorCopy from '@messages/admin/editor.json';
import { fill } from '../fill';
import { useAdminTime } from '../time-zone-client';

/** A review link as the item's editor lists it (no token: only its hash is stored). */
interface ReviewLinkView {
  id: string;
  path: string;
  createdBy: string;
  createdAt: number;
  expiresAt: number;
  state: 'live' | 'expired' | 'revoked';
  decision: 'approved' | 'changes' | null;
  comment: string | null;
  decidedAt: number | null;
}

type Answer = { status: string; token?: string; path?: string; fields?: Record<string, string> };

/**
 * The item's client review links: make one for the page in a language (the address is shown once, to copy), see each
 * link's state and the client's last answer with its comment, and revoke a live one.
 */
export function ReviewLinks({
  itemId,
  links,
  days,
  create,
  revoke,
}: {
  itemId: string;
  links: ReviewLinkView[];
  days: number;
  create: (input: unknown) => Promise<Answer>;
  revoke: (input: unknown) => Promise<Answer>;
}) {
  const r = collectionsCopy.review;
  const { clock } = useAdminTime();
  const id = useId();
  const router = useRouter();
  const [locale, setLocale] = useState<Locale>('en');
  const [made, setMade] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [pending, startTransition] = useTransition();
  // Giving a client a link is an editor's or owner's: a contributor's draft is published by them first.
  const { publish } = useRights();

  const run = (action: () => Promise<Answer>, done: (answer: Answer) => void) =>
    startTransition(async () => {
      setProblem(undefined);
      const answer = await action();
      if (answer.status === 'created' || answer.status === 'revoked') {
        done(answer);
        router.refresh();
      } else setProblem(answer.fields?.form ?? r.failed);
    });

  if (!publish) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {r.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{fill(r.intro, { days })}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-locale`} className="flex flex-col gap-1 text-sm font-medium">
          {r.language}
          <select
            id={`${id}-locale`}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
            {locales.map((code) => (
              <option key={code} value={code}>
                {editorCopy.languages[code]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={pending}
          className={buttonVariants({ variant: 'secondary' })}
          onClick={() =>
            run(
              () => create({ id: itemId, locale }),
              (answer) => {
                setCopied(false);
                setMade(`${window.location.origin}${answer.path}?review=${answer.token}`);
              },
            )
          }
        >
          {pending ? r.creating : r.create}
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {made && (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40">
          <label htmlFor={`${id}-made`} className="font-medium">
            {r.created}
          </label>
          <div className="mt-2 flex flex-wrap gap-2">
            <input
              id={`${id}-made`}
              readOnly
              value={made}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-900"
            />
            <button
              type="button"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              onClick={() => void navigator.clipboard?.writeText(made).then(() => setCopied(true))}
            >
              {copied ? r.copied : r.copy}
            </button>
          </div>
        </div>
      )}
      {links.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{r.none}</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={r.heading}>
          {links.map((link) => (
            <li
              key={link.id}
              className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
            >
              <div className="me-auto min-w-0">
                <p>{fill(r.linkTo, { path: link.path, when: clock(link.createdAt), by: link.createdBy })}</p>
                <p className="text-slate-600 dark:text-slate-400">
                  {link.state === 'live'
                    ? fill(r.expires, { when: clock(link.expiresAt) })
                    : link.state === 'expired'
                      ? r.expired
                      : r.revoked}
                  {' · '}
                  {link.decision && link.decidedAt
                    ? fill(link.decision === 'approved' ? r.approved : r.changes, { when: clock(link.decidedAt) })
                    : r.waiting}
                </p>
                {link.comment && (
                  <blockquote className="mt-1 border-s-4 border-slate-300 ps-3 whitespace-pre-line dark:border-slate-700">
                    {link.comment}
                  </blockquote>
                )}
              </div>
              {link.state === 'live' && (
                <button
                  type="button"
                  disabled={pending}
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  onClick={() => {
                    if (!window.confirm(r.revokeConfirm)) return;
                    run(
                      () => revoke({ id: itemId, link: link.id }),
                      () => setMade(undefined),
                    );
                  }}
                >
                  {r.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
