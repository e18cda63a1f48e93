'use client';

import { clsx } from 'clsx';
import { useState, useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import { paths } from '@/lib/paths';

interface PasskeyLabels {
  or: string;
  button: string;
  waiting: string;
  invalidText: string;
  cancelledText: string;
}

interface SignInAnswer {
  options?: Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];
  redirect?: string;
  retryAfter?: number;
  error?: string;
}

/** WebAuthn is there or not for the page's whole life: nothing to subscribe to. */
const unchanging = () => () => {};

const post = async (
  body: object,
  route = '/api/admin/login/passkey',
): Promise<{ status: number; answer: SignInAnswer }> => {
  const response = await fetch(route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as SignInAnswer };
};

/**
 * "Use a passkey" on the sign-in page: a challenge from the server, the browser's own prompt for whichever of this site's
 * passkeys it holds, and the signed answer back to the server, which signs the person in. As the second step after a
 * password (`secondStep`), the challenge is for the pending account's own passkeys and the answer completes that
 * sign-in. The WebAuthn helper loads on the click, never with the page.
 */
export function PasskeySignIn({
  labels,
  texts,
  next,
  secondStep = false,
  divider = true,
}: {
  labels: PasskeyLabels;
  /** The sign-in form's own words for the answers both share. */
  texts: {
    failedTitle: string;
    successTitle: string;
    successText: string;
    rateLimitedText: string;
    unavailableText: string;
  };
  next?: string;
  secondStep?: boolean;
  /** "or" above the button, after another way to sign in. */
  divider?: boolean;
}) {
  const [pending, setPending] = useState(false);
  // Offered once script runs in a browser that has WebAuthn: without either, the button could do nothing.
  const available = useSyncExternalStore(
    unchanging,
    () => typeof window.PublicKeyCredential === 'function',
    () => false,
  );
  const failed = (description: string) => toast({ variant: 'destructive', title: texts.failedTitle, description });

  async function signIn() {
    setPending(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const challenge = await post(secondStep ? { step: 'options', secondStep } : { step: 'options' });
      if (challenge.answer.error === 'expired') return window.location.assign(paths.adminTwoStep);
      if (!challenge.answer.options) return failed(describe(challenge));
      let response;
      try {
        response = await startAuthentication({ optionsJSON: challenge.answer.options });
      } catch {
        return failed(labels.cancelledText);
      }
      const answer = secondStep
        ? await post({ passkey: response }, '/api/admin/login/verify')
        : await post({ step: 'verify', response, ...(next ? { next } : {}) });
      // The pending sign-in ended (5 minutes, or too many refusals): its page says so and leads back to the password.
      if (answer.answer.error === 'expired') return window.location.assign(paths.adminTwoStep);
      const target = answer.answer.redirect;
      if (answer.status === 200 && target) {
        toast({ variant: 'success', title: texts.successTitle, description: texts.successText });
        window.location.assign(target);
        return;
      }
      failed(describe(answer));
    } catch {
      failed(texts.unavailableText);
    } finally {
      setPending(false);
    }
  }

  function describe({ status, answer }: { status: number; answer: SignInAnswer }) {
    if (status === 429)
      return texts.rateLimitedText.replace('{minutes}', String(Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60))));
    return status === 401 ? labels.invalidText : texts.unavailableText;
  }

  if (!available) return null;
  return (
    <div className="mt-6">
      {divider && (
        <p className="flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-400 dark:before:bg-slate-800 dark:after:bg-slate-800">
          {labels.or}
        </p>
      )}
      <button
        type="button"
        onClick={signIn}
        disabled={pending}
        className={clsx(buttonVariants({ variant: 'secondary', size: 'lg' }), 'mt-6 w-full')}
      >
        {pending ? labels.waiting : labels.button}
      </button>
    </div>
  );
}
