import 'server-only';
import { getTranslations } from 'next-intl/server';
import { MessageSquare, X } from '@/components/icons';
import type { CaptchaConfig } from '@/features/leads/lead-form-client';
import { captchaLabels } from '@/features/leads/forms';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/locales';
import { captchaClientConfig, TEST_CAPTCHA_TOKEN } from '@/server/captcha';
import { ChatLauncher } from './chat-launcher-client';
import type { ChatLabels } from './chat-widget-client';

/**
 * The chat of every public page (spec 000 §4): our own message widget, or the provider script `CHAT_PROVIDER_SCRIPT`
 * names. Either is loaded by the launcher after 3 s or once the visitor scrolls past 300 px, never with the page.
 */
export async function Chat({ locale, nonce }: { locale: Locale; nonce?: string }) {
  const providerScript = env().CHAT_PROVIDER_SCRIPT;
  if (providerScript) return <ChatLauncher providerScript={providerScript} nonce={nonce} />;

  const [chat, forms] = await Promise.all([getTranslations('chat'), getTranslations('forms')]);
  const labels: ChatLabels = {
    open: chat('open'),
    title: chat('title'),
    intro: chat('intro'),
    name: chat('name'),
    optional: forms('optional'),
    email: chat('email'),
    message: chat('message'),
    send: chat('send'),
    sending: chat('sending'),
    close: chat('close'),
    honeypot: forms('honeypot'),
    sentTitle: chat('sentTitle'),
    sentText: chat('sentText'),
    captcha: captchaLabels(forms),
    errors: { required: forms('errors.required'), email: forms('errors.email'), invalid: forms('errors.invalid') },
    toasts: {
      captchaTitle: forms('toasts.captchaTitle'),
      captchaText: forms('toasts.captchaText'),
      errorTitle: forms('toasts.errorTitle'),
      errorText: forms('toasts.errorText'),
      expiredTitle: forms('toasts.expiredTitle'),
      expiredText: forms('toasts.expiredText'),
      rateLimitedText: Array.from({ length: 10 }, (_, i) => forms('toasts.rateLimitedText', { minutes: i + 1 })),
    },
  };
  const config = captchaClientConfig();
  const captcha: CaptchaConfig = {
    ...config,
    nonce,
    testToken: config.provider === 'test' ? TEST_CAPTCHA_TOKEN : undefined,
  };
  return (
    <ChatLauncher
      widget={{
        labels,
        captcha,
        locale,
        icons: { chat: <MessageSquare aria-hidden="true" className="size-5" />, close: <X aria-hidden="true" /> },
      }}
    />
  );
}
