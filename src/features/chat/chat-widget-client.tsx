'use client';

import { leadLimits } from '@/lib/lead-limits';
import { lazy, Suspense, useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { track } from '@/features/analytics/track';
import { visitSource } from '@/features/analytics/visit-source';
import type { CaptchaLabels } from '@/components/site/captcha-client';
import type { CaptchaConfig } from '@/features/leads/lead-form-client';
import { toastRefusal, type RefusalTexts } from '@/features/leads/refusal-toast';
import { fetchChatFormToken, postChatMessage } from './chat-api';

export interface ChatLabels {
  open: string;
  title: string;
  intro: string;
  name: string;
  optional: string;
  email: string;
  message: string;
  send: string;
  sending: string;
  close: string;
  honeypot: string;
  sentTitle: string;
  sentText: string;
  captcha: CaptchaLabels;
  errors: { required: string; email: string; invalid: string };
  toasts: RefusalTexts;
}

const field =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/**
 * Our own chat: a labelled button that opens a dialog asking for a message and an e-mail address (and the captcha).
 * The message becomes a `chat` lead, answered by e-mail. The native modal dialog keeps focus inside, closes on Escape
 * and gives focus back to the button.
 */
/**
 * The captcha (its script and stylesheet) arrives when the chat is first opened, not with the launcher: a stylesheet
 * added to a page restyles the whole document, which a visitor should not pay for before they ask for the chat.
 */
const CaptchaField = lazy(() =>
  import('@/components/site/captcha-client').then(({ CaptchaField }) => ({ default: CaptchaField })),
);

export function ChatWidget({
  labels,
  captcha,
  locale,
  icons,
}: {
  labels: ChatLabels;
  captcha: CaptchaConfig;
  locale: string;
  icons: { chat: ReactNode; close: ReactNode };
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [issuedAt, setIssuedAt] = useState<string>();
  const [token, setToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const started = useRef(false);
  /** The form is built at the first opening (and kept, so a closed chat keeps what was typed). */
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    // React sets no `autofocus` attribute for the dialog to find: the message field gets focus, not the close button.
    if (opened) form.current?.querySelector('textarea')?.focus();
  }, [opened]);

  function open() {
    dialog.current?.showModal();
    if (opened) form.current?.querySelector('textarea')?.focus();
    else setOpened(true);
    if (!issuedAt) void fetchChatFormToken().then(setIssuedAt, () => undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    startTransition(async () => {
      let result;
      try {
        result = await postChatMessage({
          name: values.name,
          email: values.email,
          message: values.message,
          website: values.website,
          captcha: token ?? '',
          issuedAt,
          locale,
          page: window.location.pathname,
          ...visitSource(),
        });
      } catch {
        toast({ variant: 'destructive', title: labels.toasts.errorTitle, description: labels.toasts.errorText });
        return;
      }
      switch (result.status) {
        case 'ok':
          track({ type: 'form_submit', form: 'chat' });
          form.current?.reset();
          setErrors({});
          setResetSignal((value) => value + 1);
          started.current = false;
          dialog.current?.close();
          toast({ variant: 'success', title: labels.sentTitle, description: labels.sentText });
          break;
        case 'invalid': {
          setErrors(result.fields);
          focusFirstInvalid();
          break;
        }
        default:
          if (result.status === 'captcha') setResetSignal((value) => value + 1);
          if (result.status === 'expired') setIssuedAt(result.issuedAt);
          toastRefusal(result, labels.toasts);
      }
    });
  }

  const error = (name: string) =>
    errors[name]
      ? name === 'email'
        ? labels.errors.email
        : errors[name] === 'required'
          ? labels.errors.required
          : labels.errors.invalid
      : undefined;
  const describe = (name: string) => (errors[name] ? `chat-${name}-error` : undefined);

  return (
    <>
      {/* Below lg a page may keep a bar at the foot of the screen (the calculator's total and View estimate): the
          bubble sits above it, never on its button. */}
      <button
        type="button"
        onClick={open}
        className="fixed end-4 bottom-4 z-40 max-lg:[body:has([data-foot-bar])_&]:bottom-24 inline-flex h-14 items-center gap-2 rounded-full bg-ember-700 px-5 font-semibold text-white shadow-lg hover:bg-ember-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600"
      >
        {icons.chat}
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="chat-title"
        aria-describedby="chat-intro"
        className="fixed inset-auto end-4 bottom-4 m-0 max-h-[calc(100dvh-2rem)] w-[min(26rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-2xl backdrop:bg-slate-950/40 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      >
        <div className="flex items-start gap-3">
          <h2 id="chat-title" className="me-auto text-lg font-bold">
            {labels.title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            {icons.close}
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        <p id="chat-intro" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {labels.intro}
        </p>
        {opened && (
          <form
            ref={form}
            onSubmit={onSubmit}
            onInput={() => {
              if (started.current) return;
              started.current = true;
              track({ type: 'form_start', form: 'chat' });
            }}
            noValidate
            className="mt-4 space-y-4"
          >
            <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
              <label>
                {labels.honeypot}
                <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <label className="block text-sm font-medium">
              {labels.message}
              <textarea
                name="message"
                required
                maxLength={leadLimits.chatMessage}
                rows={4}
                aria-invalid={Boolean(errors.message) || undefined}
                aria-describedby={describe('message')}
                className={field}
              />
            </label>
            {error('message') && (
              <p id="chat-message-error" className="text-sm text-red-700 dark:text-red-400">
                {error('message')}
              </p>
            )}
            <label className="block text-sm font-medium">
              {labels.email}
              <input
                type="email"
                name="email"
                required
                maxLength={leadLimits.email}
                autoComplete="email"
                aria-invalid={Boolean(errors.email) || undefined}
                aria-describedby={describe('email')}
                className={field}
              />
            </label>
            {error('email') && (
              <p id="chat-email-error" className="text-sm text-red-700 dark:text-red-400">
                {error('email')}
              </p>
            )}
            <label className="block text-sm font-medium">
              {labels.name} <span className="font-normal text-slate-500 dark:text-slate-400">({labels.optional})</span>
              <input type="text" name="name" maxLength={leadLimits.name} autoComplete="name" className={field} />
            </label>
            <Suspense>
              <CaptchaField
                {...captcha}
                resetSignal={resetSignal}
                onToken={setToken}
                labels={labels.captcha}
                statusId="chat-captcha-status"
              />
            </Suspense>
            <button
              type="submit"
              disabled={pending || !token || !issuedAt}
              aria-describedby={captcha.provider === 'altcha' ? 'chat-captcha-status' : undefined}
              className={buttonVariants({ className: 'w-full' })}
            >
              {pending ? labels.sending : labels.send}
            </button>
          </form>
        )}
      </dialog>
    </>
  );
}
