import 'server-only';
import { MessageSquare, X } from '@/components/icons';
import type { Translator } from '@/i18n/translator';
import { captchaLabels } from '@/features/leads/captcha-labels';
import type { CaptchaConfig } from '@/features/leads/lead-form-client';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/locales';
import { captchaClientConfig, TEST_CAPTCHA_TOKEN } from '@/server/captcha';
import type { ChatLauncherProps } from './chat-launcher-client';
import type { ChatLabels } from './chat-widget-client';

/**
 * The chat of every public page (spec 000 §4): our own message widget, or the provider script `CHAT_PROVIDER_SCRIPT`
 * names. Either is loaded by the launcher after 3 s or once the visitor scrolls past 300 px, never with the page. These
 * are the launcher's props, plain data: the islands layout passes them to its island, and its icons as slots.
 */
export function chatProps(t: Translator, locale: Locale): ChatLauncherProps {
  const providerScript = env().CHAT_PROVIDER_SCRIPT;
  if (providerScript) return { providerScript };
  const labels: ChatLabels = {
    open: t('chat.open'),
    title: t('chat.title'),
    intro: t('chat.intro'),
    name: t('chat.name'),
    optional: t('forms.optional'),
    email: t('chat.email'),
    message: t('chat.message'),
    send: t('chat.send'),
    sending: t('chat.sending'),
    close: t('chat.close'),
    honeypot: t('forms.honeypot'),
    sentTitle: t('chat.sentTitle'),
    sentText: t('chat.sentText'),
    captcha: captchaLabels(t),
    errors: {
      required: t('forms.errors.required'),
      email: t('forms.errors.email'),
      invalid: t('forms.errors.invalid'),
    },
    toasts: {
      captchaTitle: t('forms.toasts.captchaTitle'),
      captchaText: t('forms.toasts.captchaText'),
      errorTitle: t('forms.toasts.errorTitle'),
      errorText: t('forms.toasts.errorText'),
      expiredTitle: t('forms.toasts.expiredTitle'),
      expiredText: t('forms.toasts.expiredText'),
      rateLimitedText: Array.from({ length: 10 }, (_, i) => t('forms.toasts.rateLimitedText', { minutes: i + 1 })),
    },
  };
  const config = captchaClientConfig();
  const captcha: CaptchaConfig = {
    ...config,
    testToken: config.provider === 'test' ? TEST_CAPTCHA_TOKEN : undefined,
  };
  return { widget: { labels, captcha, locale } };
}

/** The chat's two icons, drawn on the server: slots of the launcher's island in the site's layout. */
export function ChatIcon() {
  return <MessageSquare aria-hidden="true" className="size-5" />;
}
export function CloseIcon() {
  return <X aria-hidden="true" />;
}
