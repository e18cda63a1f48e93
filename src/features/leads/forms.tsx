import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { pick } from '@/content/fields';
import type { Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/paths';
import { captchaClientConfig, TEST_CAPTCHA_TOKEN } from '@/server/captcha';
import { issueFormToken } from '@/server/leads/submit';
import { listServices } from '@/server/queries/services';
import { getSiteSettings } from '@/server/queries/settings';
import { translatorFor } from '@/i18n/translator';
import { captchaLabels } from './captcha-labels';
import type { CaptchaConfig, LeadFormLabels } from './lead-form-client';
import { budgets } from '@/content/lead-input';

/** Everything a lead form needs from the server: translated labels, the captcha set-up and the signed render time. */
export async function leadFormProps(locale: Locale, page: string, kind: 'contact' | 'whitelabel') {
  const [t, services, site, nonce, issuedAt] = await Promise.all([
    getTranslations('forms'),
    listServices(),
    getSiteSettings(),
    headers().then((list) => list.get('x-nonce') ?? undefined),
    issueFormToken(),
  ]);
  const captchaConfig = captchaClientConfig();
  const labels: LeadFormLabels = {
    fields: {
      name: t('name'),
      email: t('email'),
      phone: t('phone'),
      company: t('company'),
      companyName: t('companyName'),
      budget: t('budget'),
      message: t('message'),
      additionalInformation: t('additionalInformation'),
      services: t('services'),
      servicesOptional: t('servicesOptional'),
    },
    optional: t('optional'),
    required: t('required'),
    honeypot: t('honeypot'),
    submit: kind === 'contact' ? t('submit') : t('submitInquiry'),
    sending: t('sending'),
    captcha: captchaLabels(await translatorFor(locale)),
    errors: {
      required: t('errors.required'),
      invalid: t('errors.invalid'),
      email: t('errors.email'),
      services: t('errors.services'),
      phone: t('errors.phone'),
      summary: t('errors.summary'),
    },
    toasts: {
      captchaTitle: t('toasts.captchaTitle'),
      captchaText: t('toasts.captchaText'),
      servicesTitle: t('toasts.servicesTitle'),
      servicesText: t('toasts.servicesText'),
      errorTitle: t('toasts.errorTitle'),
      errorText: t('toasts.errorText'),
      // The form limit's window is 10 minutes: every wait a visitor can be told, in this language's plural forms.
      rateLimitedText: Array.from({ length: 10 }, (_, i) => t('toasts.rateLimitedText', { minutes: i + 1 })),
      expiredTitle: t('toasts.expiredTitle'),
      expiredText: t('toasts.expiredText'),
      successTitle: t('toasts.successTitle'),
      successText: kind === 'contact' ? t('toasts.contactSuccess') : t('toasts.whitelabelSuccess'),
      close: t('toasts.close'),
    },
    noScript: {
      success: t('noScriptSuccess'),
      captcha: t('noScriptCaptcha', { email: site.emails.contact }),
      expired: t('noScriptExpired'),
    },
  };
  const captcha: CaptchaConfig = {
    ...captchaConfig,
    nonce,
    testToken: captchaConfig.provider === 'test' ? TEST_CAPTCHA_TOKEN : undefined,
  };
  return {
    labels,
    captcha,
    nonce,
    services: services.map((service) => ({ id: service.id, title: pick(service.title, locale) })),
    budgets: budgets.map((id) => ({ id, label: t(`budgets.${id}`) })),
    hidden: { locale, page, issuedAt },
    /** The page the form is on, in its language: where a form sent before its script runs goes (its `action`). */
    permalink: localizedPath(locale, page),
  };
}
