'use client';

import 'altcha/altcha.css';
import 'altcha/types/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

export type CaptchaProviderName = 'altcha' | 'turnstile' | 'hcaptcha' | 'recaptcha' | 'test';

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

const hostedScripts: Record<'turnstile' | 'hcaptcha' | 'recaptcha', { src: string; global: string }> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
};

function loadHosted(provider: keyof typeof hostedScripts, nonce: string | undefined): Promise<HostedApi> {
  const { src, global } = hostedScripts[provider];
  const existing = (window as unknown as Record<string, HostedApi | undefined>)[global];
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onerror = () => reject(new Error(`${provider} could not load`));
    script.onload = () => {
      const poll = () => {
        const api = (window as unknown as Record<string, HostedApi | undefined>)[global];
        if (api?.render) resolve(api);
        else setTimeout(poll, 50);
      };
      poll();
    };
    document.head.append(script);
  });
}

/**
 * The captcha of a form. It loads lazily, once 10% of it is visible, and reports a token — or null when the token
 * expires or an error occurs. `resetSignal` changing (after each submission) clears it for a fresh solve.
 */
/** The ALTCHA widget's own translations of its texts, for the site's languages other than English. */
const widgetLanguages: Record<string, { code: string; load: () => Promise<unknown> }> = {
  es: { code: 'es-419', load: () => import('altcha/i18n/es-419') },
  de: { code: 'de', load: () => import('altcha/i18n/de') },
  ar: { code: 'ar', load: () => import('altcha/i18n/ar') },
};

export function CaptchaField({
  provider,
  siteKey,
  nonce,
  testToken,
  resetSignal,
  onToken,
  labels,
}: {
  provider: CaptchaProviderName;
  siteKey?: string;
  nonce?: string;
  testToken?: string;
  resetSignal: number;
  onToken: (token: string | null) => void;
  labels: { test: string; verified: string; label: string };
}) {
  const container = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  /** The reset round in which the test captcha was ticked; a new round (after a submission) clears it. */
  const [testVerifiedIn, setTestVerifiedIn] = useState<number | null>(null);
  const testVerified = testVerifiedIn === resetSignal;
  const report = useEffectEvent((token: string | null) => onToken(token));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A submission (success or refusal) spends the token: start over.
  useEffect(() => {
    if (resetSignal === 0) return;
    report(null);
    container.current?.querySelector('altcha-widget')?.reset();
  }, [resetSignal]);

  useEffect(() => {
    if (!visible || provider !== 'altcha') return;
    let cancelled = false;
    // Imported here, not at the top: the widget touches the DOM when its module loads. Its texts come in the page's
    // language: that language's strings are registered before the widget starts.
    const widgetLanguage = widgetLanguages[document.documentElement.lang];
    void (widgetLanguage ? widgetLanguage.load() : Promise.resolve())
      .then(() => import('altcha'))
      .then(() => {
        const widget = container.current?.querySelector('altcha-widget');
        if (!widget || cancelled) return;
        widget.addEventListener('statechange', (event) => {
          const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          if (detail.state === 'verified' && detail.payload) report(detail.payload);
          else if (detail.state === 'expired' || detail.state === 'error' || detail.state === 'unverified')
            report(null);
        });
      });
    return () => {
      cancelled = true;
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
      {/* The widget's styles come from the stylesheet imported above; an element with this id stops the widget from
          injecting a <style> tag, which the strict CSP would block. */}
      <template id="altcha-css" />
      {visible && provider === 'altcha' && (
        <altcha-widget
          challenge="/api/captcha/challenge"
          name="altcha"
          auto="onfocus"
          language={widgetLanguages[language]?.code}
        />
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
