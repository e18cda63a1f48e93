'use client';

import { clsx } from 'clsx';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

type CaptchaProviderName = 'altcha' | 'turnstile' | 'hcaptcha' | 'recaptcha' | 'test';

/** What a form's server parent tells its captcha: the provider, its public site key, the test token, the nonce. */
export interface CaptchaConfig {
  provider: CaptchaProviderName;
  siteKey?: string;
  testToken?: string;
  nonce?: string;
}

interface HostedApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}

/** The globals the hosted providers' scripts define once they have loaded. */
declare global {
  interface Window {
    turnstile?: HostedApi;
    hcaptcha?: HostedApi;
    grecaptcha?: HostedApi;
  }
}

const hostedScripts: Record<
  'turnstile' | 'hcaptcha' | 'recaptcha',
  { src: string; global: 'turnstile' | 'hcaptcha' | 'grecaptcha' }
> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
};

function loadHosted(provider: keyof typeof hostedScripts, nonce: string | undefined): Promise<HostedApi> {
  const { src, global } = hostedScripts[provider];
  const existing = window[global];
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onerror = () => reject(new Error(`${provider} could not load`));
    script.onload = () => {
      const poll = () => {
        const api = window[global];
        if (api?.render) resolve(api);
        else setTimeout(poll, 50);
      };
      poll();
    };
    document.head.append(script);
  });
}

const challengeUrl = '/api/captcha/challenge';

/** The ALTCHA widget's own translations of its texts, for the site's languages other than English. */
const widgetLanguages: Record<string, { code: string; load: () => Promise<unknown> }> = {
  es: { code: 'es-419', load: () => import('altcha/i18n/es-419') },
  de: { code: 'de', load: () => import('altcha/i18n/de') },
  ar: { code: 'ar', load: () => import('altcha/i18n/ar') },
};

/** The widget's states (ALTCHA's `State`), and 'waiting' before it has started. */
type AltchaState = 'waiting' | 'verifying' | 'verified' | 'unverified' | 'expired' | 'error' | 'code';

export interface CaptchaLabels {
  label: string;
  test: string;
  verified: string;
  /** The moment before the check starts. */
  waiting: string;
  /** While the browser works: that it runs by itself, and that typing goes on meanwhile. */
  working: string;
  ready: string;
  /** It could not finish: what to do. */
  failed: string;
}

/** Runs `task` when the browser is idle (at most a second later), or on the next turn where there is no idle callback. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * The captcha of a form. It loads lazily, once any part of its form is on screen or the visitor touches the form, and
 * the proof of work (ALTCHA) starts right then, at idle, without waiting for a click, so it runs while the visitor
 * reads the form and types; a line under it says in words what it is doing, and the form's Send button points to that line
 * (`statusId`). It reports a token, or null when the token expires or an error occurs; an expired one is solved again
 * at once. `resetSignal` changing (after each submission) clears it and starts a fresh solve.
 */
export function CaptchaField({
  provider,
  siteKey,
  nonce,
  testToken,
  resetSignal,
  onToken,
  labels,
  statusId,
}: {
  provider: CaptchaProviderName;
  siteKey?: string;
  nonce?: string;
  testToken?: string;
  resetSignal: number;
  onToken: (token: string | null) => void;
  labels: CaptchaLabels;
  /** The id of the line that says the check's state, for the Send button's `aria-describedby`. */
  statusId?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [altchaState, setAltchaState] = useState<AltchaState>('waiting');
  /** The reset round in which the test captcha was ticked; a new round (after a submission) clears it. */
  const [testVerifiedIn, setTestVerifiedIn] = useState<number | null>(null);
  const testVerified = testVerifiedIn === resetSignal;
  const report = useEffectEvent((token: string | null) => onToken(token));

  // Any part of the form on screen, or the form touched, whichever comes first: the work is done while the visitor
  // reads it and starts typing. Not earlier: started as the page loads (a screen ahead), the widget's code ran inside
  // the page's first seconds and tripled /contact-us's total blocking time on the bench's phone (1,159 ms, budget 533).
  useEffect(() => {
    const element = container.current;
    const form = element?.closest('form') ?? element;
    if (!form) return;
    const show = () => {
      setVisible(true);
      stop();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    });
    const stop = () => {
      observer.disconnect();
      form.removeEventListener('focusin', show);
      form.removeEventListener('pointerdown', show);
    };
    observer.observe(form);
    form.addEventListener('focusin', show);
    form.addEventListener('pointerdown', show);
    return stop;
  }, []);

  /** Starts the proof of work at idle, unless it already runs or is done. */
  const solve = useEffectEvent(() => {
    const widget = container.current?.querySelector('altcha-widget');
    if (!widget?.verify) return () => {};
    return whenIdle(() => {
      const state = widget.getState();
      if (state === 'verifying' || state === 'verified') return;
      // A failure shows in the widget's state ('error'), which the line under it puts into words.
      widget.verify().catch(() => setAltchaState('error'));
    });
  });

  // A submission (success or refusal) spends the token: start over, and solve the fresh one straight away.
  useEffect(() => {
    if (resetSignal === 0) return;
    report(null);
    container.current?.querySelector('altcha-widget')?.reset();
    return solve();
  }, [resetSignal]);

  useEffect(() => {
    if (!visible || provider !== 'altcha') return;
    let cancelled = false;
    let cancelSolve = () => {};
    // The first challenge is fetched while the widget's code loads (on a slow phone network each is a round trip of
    // half a second or more); the widget's first request for one is answered with it, later ones go to the network.
    let early: Promise<Response> | undefined = fetch(challengeUrl);
    early.catch(() => undefined);
    const widgetFetch: typeof fetch = (input, init) => {
      const prefetched = early;
      early = undefined;
      return prefetched && String(input).endsWith(challengeUrl) ? prefetched : fetch(input, init);
    };
    // Imported here, not at the top: the widget touches the DOM when its module loads. Its texts come in the page's
    // language: that language's strings are registered before the widget starts.
    const widgetLanguage = widgetLanguages[document.documentElement.lang];
    void (widgetLanguage ? widgetLanguage.load() : Promise.resolve())
      .then(() => import('altcha'))
      .then(() => customElements.whenDefined('altcha-widget'))
      .then(async () => {
        const widget = container.current?.querySelector('altcha-widget');
        if (!widget || cancelled) return;
        await widget.configure({ fetch: widgetFetch });
        widget.addEventListener('statechange', (event) => {
          const detail = (event as CustomEvent<{ state: AltchaState; payload?: string }>).detail;
          setAltchaState(detail.state);
          if (detail.state === 'verified' && detail.payload) report(detail.payload);
          else if (detail.state === 'expired' || detail.state === 'error' || detail.state === 'unverified')
            report(null);
          // An answer that expired while the visitor was still writing is simply solved again.
          if (detail.state === 'expired') cancelSolve = solve();
        });
        cancelSolve = solve();
      });
    return () => {
      cancelled = true;
      cancelSolve();
    };
  }, [visible, provider]);

  useEffect(() => {
    if (!visible || provider === 'altcha' || provider === 'test' || !siteKey) return;
    const target = container.current?.querySelector<HTMLElement>('[data-hosted-captcha]');
    if (!target) return;
    let cancelled = false;
    loadHosted(provider, nonce)
      .then((api) => {
        if (cancelled) return;
        api.render(target, {
          sitekey: siteKey,
          callback: (token: string) => report(token),
          'expired-callback': () => report(null),
          'error-callback': () => report(null),
        });
      })
      .catch(() => report(null));
    return () => {
      cancelled = true;
    };
  }, [visible, provider, siteKey, nonce]);

  // Shown only after the visitor reaches the form, so always on the client: the page's language.
  const language = visible ? document.documentElement.lang : '';
  return (
    <div ref={container} className="min-h-16" aria-label={labels.label} role="group">
      {/* The widget's styles are in the site's stylesheet (src/app/globals.css); an element with this id stops the widget
          from injecting a <style> tag, which the strict CSP would block. */}
      <template id="altcha-css" />
      {visible && provider === 'altcha' && (
        <altcha-widget challenge={challengeUrl} name="altcha" auto="off" language={widgetLanguages[language]?.code} />
      )}
      {/* Always there (empty until the form is reached, and without script), so the words never move the form. */}
      {provider === 'altcha' && (
        <p
          id={statusId}
          data-captcha-status={altchaState}
          aria-live="polite"
          className={clsx(
            'mt-2 text-sm',
            altchaState === 'verified'
              ? 'text-emerald-700 dark:text-emerald-400'
              : altchaState === 'error'
                ? 'font-medium text-red-700 dark:text-red-400'
                : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {visible && statusWords(altchaState, labels)}
        </p>
      )}
      {visible && provider === 'test' && (
        <button
          type="button"
          onClick={() => {
            setTestVerifiedIn(resetSignal);
            onToken(testToken ?? null);
          }}
          aria-pressed={testVerified}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium dark:border-slate-700"
        >
          {testVerified ? labels.verified : labels.test}
        </button>
      )}
      {visible && provider !== 'altcha' && provider !== 'test' && <div data-hosted-captcha="" />}
    </div>
  );
}

function statusWords(state: AltchaState, labels: CaptchaLabels): string {
  switch (state) {
    case 'verified':
      return labels.ready;
    case 'verifying':
      return labels.working;
    case 'error':
      return labels.failed;
    // 'expired' is solved again at once; 'unverified' after a reset is about to start; 'code' is not used here.
    default:
      return labels.waiting;
  }
}
