'use client';

import { leadLimits } from '@/lib/lead-limits';
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { buttonVariants } from '@/components/ui/button';
import { track } from '@/features/analytics/track';
import { visitSource } from '@/features/analytics/visit-source';
import { toast } from '@/components/ui/toast-client';
import { clsx } from 'clsx';
import type { FormState, PostedValues, SubmitResult } from './form-state';
import { refusalMessage, toastRefusal } from './refusal-toast';
import { CaptchaField, type CaptchaConfig, type CaptchaLabels } from '@/components/site/captcha-client';

export interface LeadFormLabels {
  fields: {
    name: string;
    email: string;
    phone: string;
    company: string;
    companyName: string;
    budget: string;
    message: string;
    additionalInformation: string;
    services: string;
    servicesOptional: string;
  };
  optional: string;
  required: string;
  honeypot: string;
  submit: string;
  sending: string;
  captcha: CaptchaLabels;
  errors: Record<'required' | 'invalid' | 'email' | 'services' | 'phone' | 'summary', string>;
  toasts: {
    captchaTitle: string;
    captchaText: string;
    servicesTitle: string;
    servicesText: string;
    errorTitle: string;
    errorText: string;
    /** The rate-limit message for a wait of 1 to 10 minutes (index 0 is 1 minute). */
    rateLimitedText: string[];
    expiredTitle: string;
    expiredText: string;
    successTitle: string;
    successText: string;
    close: string;
  };
  noScript: { success: string; captcha: string; expired: string };
}

export type { CaptchaConfig };

const subscribeNothing = () => () => {};

/** True once React runs in the browser (the server render assumes no script, so the form still posts without it). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * Sends a form to its page and reads the answer (src/features/leads/receive.ts). An answer that is not one (the server or
 * the network failed on the way) is told as "try again shortly", and nothing typed is lost.
 */
async function send(permalink: string, data: FormData): Promise<SubmitResult> {
  try {
    const response = await fetch(permalink, { method: 'POST', body: data, headers: { accept: 'application/json' } });
    if (response.ok) return (await response.json()) as SubmitResult;
  } catch {
    // Offline, or the connection dropped: the same answer as a failed one.
  }
  return { status: 'unavailable' };
}

export interface LeadFormApi {
  /** What a field shows first: what was sent without script and came back refused, or the page's suggestion. */
  defaults: PostedValues;
  errorFor: (field: string) => string | undefined;
  describedBy: (field: string) => string | undefined;
  servicesChosen: number;
  setServicesChosen: (count: number) => void;
}

/**
 * The behaviour both forms share (spec 001 §4, §5, §8): the form is sent to its own page (src/features/leads/receive.ts),
 * by script as data, or as a plain form post without it; field errors show beside the fields with focus on the first; submit disabled while sending, without a captcha token, or — when services are required —
 * without a service; "Sending..." on the button; on success the form resets, the token clears and a success toast
 * shows; on a refusal the matching destructive toast.
 */
export function LeadForm({
  labels,
  captcha,
  requireService,
  hidden,
  permalink,
  defaults = {},
  initialState,
  children,
  formId,
  trackAs,
}: {
  labels: LeadFormLabels;
  captcha: CaptchaConfig;
  requireService: boolean;
  hidden: Record<string, string>;
  /** The page's own address, in its language, where the form is sent (with script or without). */
  permalink: string;
  defaults?: PostedValues;
  /** The answer to a sending made without script, which this render of the page shows. */
  initialState?: FormState;
  children: (api: LeadFormApi) => ReactNode;
  formId: string;
  /** Which form the analytics counts a start and a sending of (never what was typed). */
  trackAs: 'contact' | 'whitelabel';
}) {
  const [state, formAction, pending] = useActionState(
    async (previous: FormState | undefined, data: FormData): Promise<FormState> => ({
      ...(await send(permalink, data)),
      submission: (previous?.submission ?? 0) + 1,
    }),
    initialState,
  );
  const [token, setToken] = useState<string | null>(null);
  const [servicesChosen, setServicesChosen] = useState(0);
  const [resetSignal, setResetSignal] = useState(0);
  /** A fresh fill-time token from the server, when the one the page was rendered with expired. */
  const [renewedIssuedAt, setRenewedIssuedAt] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const handled = useRef(0);
  const started = useRef(false);
  const onInput = () => {
    if (started.current) return;
    started.current = true;
    track({ type: 'form_start', form: trackAs });
  };

  const fieldErrors = state?.status === 'invalid' ? state.fields : {};
  const errorFor = (field: string): string | undefined => {
    const code = fieldErrors[field];
    if (!code) return undefined;
    if (field === 'email' || field === 'services' || field === 'phone') return labels.errors[field];
    return code === 'required' ? labels.errors.required : labels.errors.invalid;
  };

  useEffect(() => {
    if (!state || state.submission === handled.current) return;
    handled.current = state.submission;
    const t = labels.toasts;
    switch (state.status) {
      case 'ok':
        track({ type: 'form_submit', form: trackAs });
        started.current = false;
        form.current?.reset();
        // Reset restores the default choices (e.g. the service preselected from the calculator): count them again.
        setServicesChosen(form.current?.querySelectorAll('input[name="services"]:checked').length ?? 0);
        setResetSignal((value) => value + 1);
        toast({ variant: 'success', title: t.successTitle, description: t.successText });
        break;
      case 'invalid': {
        if (state.fields.services && Object.keys(state.fields).length === 1) {
          toast({ variant: 'destructive', title: t.servicesTitle, description: t.servicesText });
        }
        const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.focus();
        break;
      }
      default:
        // The solved captcha was refused: a fresh one. An expired form keeps everything typed and the solved captcha;
        // only its token is renewed.
        if (state.status === 'captcha') setResetSignal((value) => value + 1);
        if (state.status === 'expired') setRenewedIssuedAt(state.issuedAt);
        toastRefusal(state, t);
    }
  }, [state, labels, trackAs]);

  const blocked = hydrated && (pending || !token || (requireService && servicesChosen === 0));

  // With script, the form is sent as data and stays as it is (what was typed is kept on a field error); without script
  // it posts to the same address, which answers with the page drawn with the answer.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const [field, value] of Object.entries(visitSource())) data.set(field, value);
    startTransition(() => formAction(data));
  };
  const describedBy = (field: string) => (fieldErrors[field] ? `${formId}-${field}-error` : undefined);

  return (
    <>
      <form
        ref={form}
        method="post"
        action={permalink}
        onSubmit={onSubmit}
        onInput={onInput}
        noValidate={hydrated}
        className="space-y-6"
        aria-describedby={`${formId}-status`}
      >
        {Object.entries({ ...hidden, ...(renewedIssuedAt ? { issuedAt: renewedIssuedAt } : {}) }).map(
          ([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ),
        )}
        <input type="hidden" name="captcha" value={token ?? ''} />
        <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
          <label>
            {labels.honeypot}
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {children({ defaults, errorFor, describedBy, servicesChosen, setServicesChosen })}
        <CaptchaField
          {...captcha}
          resetSignal={resetSignal}
          onToken={setToken}
          labels={labels.captcha}
          statusId={`${formId}-captcha-status`}
        />
        <div id={`${formId}-status`} aria-live="polite" className="text-sm">
          {state?.status === 'invalid' && (
            <p className="font-medium text-red-700 dark:text-red-400">{labels.errors.summary}</p>
          )}
          {!hydrated && state?.status === 'ok' && (
            <p className="font-medium text-emerald-700">{labels.noScript.success}</p>
          )}
          {!hydrated && state?.status === 'captcha' && (
            <p className="font-medium text-red-700">{labels.noScript.captcha}</p>
          )}
          {!hydrated && state?.status === 'expired' && (
            <p className="font-medium text-red-700">{labels.noScript.expired}</p>
          )}
          {!hydrated &&
            (state?.status === 'rate_limited' || state?.status === 'unavailable' || state?.status === 'error') && (
              <p className="font-medium text-red-700">{refusalMessage(state, labels.toasts).description}</p>
            )}
        </div>
        <button
          type="submit"
          disabled={blocked}
          aria-describedby={captcha.provider === 'altcha' ? `${formId}-captcha-status` : undefined}
          className={clsx(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}
        >
          {pending ? labels.sending : labels.submit}
        </button>
      </form>
    </>
  );
}

/** A posted field's text (only the services are a list). */
export const textOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

const inputClass =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

export function Field({
  formId,
  name,
  label,
  api,
  required,
  optionalLabel,
  type = 'text',
  autoComplete,
  multiline = false,
  maxLength,
}: {
  formId: string;
  name: string;
  label: string;
  api: LeadFormApi;
  required?: boolean;
  optionalLabel?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  maxLength: number;
}) {
  const id = `${formId}-${name}`;
  const error = api.errorFor(name);
  const common = {
    id,
    name,
    required,
    maxLength,
    defaultValue: textOf(api.defaults[name]),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': api.describedBy(name),
    className: inputClass,
    // Addresses and numbers are always left to right; a name or message follows what the visitor types.
    dir: type === 'email' || type === 'tel' ? 'ltr' : 'auto',
  } as const;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        ) : (
          optionalLabel && <span className="font-normal text-slate-500 dark:text-slate-400"> ({optionalLabel})</span>
        )}
      </label>
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Who writes: name and e-mail address, both required, as every lead form asks them (the grid is the caller's). */
export function NameAndEmail({ formId, labels, api }: { formId: string; labels: LeadFormLabels; api: LeadFormApi }) {
  return (
    <>
      <Field
        formId={formId}
        name="name"
        label={labels.fields.name}
        api={api}
        required
        autoComplete="name"
        maxLength={leadLimits.name}
      />
      <Field
        formId={formId}
        name="email"
        type="email"
        label={labels.fields.email}
        api={api}
        required
        autoComplete="email"
        maxLength={leadLimits.email}
      />
    </>
  );
}
