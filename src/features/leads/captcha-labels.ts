import type { CaptchaLabels } from '@/components/site/captcha-client';
import type { Translator } from '@/i18n/translator';

/** The captcha's words, from the `forms.captcha` messages: the lead forms' and the chat's. */
export function captchaLabels(t: Translator): CaptchaLabels {
  return {
    label: t('forms.captcha.label'),
    test: t('forms.captcha.test'),
    verified: t('forms.captcha.verified'),
    waiting: t('forms.captcha.waiting'),
    working: t('forms.captcha.working'),
    ready: t('forms.captcha.ready'),
    failed: t('forms.captcha.failed'),
  };
}
