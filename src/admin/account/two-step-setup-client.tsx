'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import { RecoveryCodes } from './recovery-codes-client';
import type { ConfirmTwoStepResult, StartTwoStepResult } from './two-step-schema';

type Labels = (typeof adminCopy)['twoStep']['account'];

/** The secret in groups of 4, as it is typed into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-step sign-in on: "Set up" asks the server for a new secret (shown as a QR code and as text), a code from
 * the app confirms it, and the recovery codes are shown once.
 */
export function TwoStepSetup({
  labels,
  email,
  actions,
}: {
  labels: Labels;
  email: string;
  actions: {
    start: (input: unknown) => Promise<StartTwoStepResult>;
    confirm: (input: unknown) => Promise<ConfirmTwoStepResult>;
  };
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const failed = (description: string) => toast({ variant: 'destructive', title: labels.failedTitle, description });
  const otherFailure = (result: { status: string; reference?: string; retryAfter?: number }) => {
    if (result.status === 'error') failed(fill(labels.errorText, { reference: result.reference ?? '' }));
    else if (result.status === 'rate_limited')
      failed(fill(labels.rateLimitedText, { minutes: Math.max(1, Math.ceil((result.retryAfter ?? 60) / 60)) }));
    else failed(labels.stale);
  };

  function start() {
    startTransition(async () => {
      try {
        const result = await actions.start({});
        if (result.status === 'started') setSetup({ secret: result.secret, qr: result.qr });
        else otherFailure(result);
      } catch {
        failed(labels.networkText);
      }
    });
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    startTransition(async () => {
      try {
        const result = await actions.confirm({ code });
        if (result.status === 'enabled') {
          setCodeError(null);
          setCodes(result.recoveryCodes);
          toast({ variant: 'success', title: labels.enabledTitle, description: labels.enabledText });
        } else if (result.status === 'invalid') {
          setCodeError(labels.wrongCode);
          codeField.current?.focus();
          codeField.current?.select();
        } else if (result.status === 'no_setup') {
          setSetup(null);
          failed(labels.noSetup);
        } else otherFailure(result);
      } catch {
        failed(labels.networkText);
      }
    });
  }

  if (codes) return <RecoveryCodes codes={codes} labels={labels} email={email} onDone={() => router.refresh()} />;
  if (!setup)
    return (
      <button type="button" onClick={start} disabled={pending} className={`mt-4 ${buttonVariants()}`}>
        {labels.setUp}
      </button>
    );
  return (
    <div className="mt-4 space-y-4">
      <p className="font-medium">{labels.step1}</p>
      {/* An SVG drawn on the server, dark modules on white, with its quiet zone: readable in the dark theme too. */}
      <img src={setup.qr} alt={labels.qrAlt} width={192} height={192} className="size-48 rounded-lg bg-white" />
      <div>
        <p id="two-step-secret-label" className="text-sm text-slate-700 dark:text-slate-300">
          {labels.step2}
        </p>
        <code
          data-testid="two-step-secret"
          className="mt-1 block rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900 select-all dark:bg-slate-800 dark:text-white"
        >
          {grouped(setup.secret)}
        </code>
      </div>
      <form onSubmit={confirm} className="space-y-3">
        <p className="font-medium">{labels.step3}</p>
        <div>
          <label htmlFor="two-step-setup-code" className="block text-sm font-medium">
            {labels.code}
          </label>
          <input
            ref={codeField}
            id="two-step-setup-code"
            name="code"
            type="text"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            minLength={6}
            maxLength={9}
            pattern="[0-9 ]{6,9}"
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? 'two-step-setup-error' : undefined}
            className="mt-2 block w-40 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-lg tracking-widest text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
          {codeError && (
            <p id="two-step-setup-error" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
              {codeError}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={pending} className={buttonVariants()}>
            {pending ? labels.confirming : labels.confirm}
          </button>
          <button type="button" onClick={() => setSetup(null)} className={buttonVariants({ variant: 'secondary' })}>
            {labels.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
