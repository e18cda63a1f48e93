import 'server-only';
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
  const [t, services, site, issuedAt] = await Promise.all([
    translatorFor(locale),
    listServices(),
    getSiteSettings(),
    issueFormToken(),
  ]);
  const captchaConfig = captchaClientConfig();
  const labels: LeadFormLabels = {
    fields: {
      name: t('forms.name'),
      email: t('forms.email'),
      phone: t('forms.phone'),
      company: t('forms.company'),
      companyName: t('forms.companyName'),
      budget: t('forms.budget'),
      message: t('forms.message'),
      additionalInformation: t('forms.additionalInformation'),
      services: t('forms.services'),
      servicesOptional: t('forms.servicesOptional'),
    },
    optional: t('forms.optional'),
    required: t('forms.required'),
    honeypot: t('forms.honeypot'),
    submit: kind === 'contact' ? t('forms.submit') : t('forms.submitInquiry'),
    sending: t('forms.sending'),
    captcha: captchaLabels(t),
    errors: {
      required: t('forms.errors.required'),
      invalid: t('forms.errors.invalid'),
      email: t('forms.errors.email'),
      services: t('forms.errors.services'),
      phone: t('forms.errors.phone'),
      summary: t('forms.errors.summary'),
    },
    toasts: {
      captchaTitle: t('forms.toasts.captchaTitle'),
      captchaText: t('forms.toasts.captchaText'),
      servicesTitle: t('forms.toasts.servicesTitle'),
      servicesText: t('forms.toasts.servicesText'),
      errorTitle: t('forms.toasts.errorTitle'),
      errorText: t('forms.toasts.errorText'),
      // The form limit's window is 10 minutes: every wait a visitor can be told, in this language's plural forms.
      rateLimitedText: Array.from({ length: 10 }, (_, i) => t('forms.toasts.rateLimitedText', { minutes: i + 1 })),
      expiredTitle: t('forms.toasts.expiredTitle'),
      expiredText: t('forms.toasts.expiredText'),
      successTitle: t('forms.toasts.successTitle'),
      successText: kind === 'contact' ? t('forms.toasts.contactSuccess') : t('forms.toasts.whitelabelSuccess'),
      close: t('forms.toasts.close'),
    },
    noScript: {
      success: t('forms.noScriptSuccess'),
      captcha: t('forms.noScriptCaptcha', { email: site.emails.contact }),
      expired: t('forms.noScriptExpired'),
    },
  };
  const captcha: CaptchaConfig = {
    ...captchaConfig,
    testToken: captchaConfig.provider === 'test' ? TEST_CAPTCHA_TOKEN : undefined,
  };
  return {
    labels,
    captcha,
    services: services.map((service) => ({ id: service.id, title: pick(service.title, locale) })),
    budgets: budgets.map((id) => ({ id, label: t(`forms.budgets.${id}`) })),
    hidden: { locale, page, issuedAt },
    /** The page the form is on, in its language: where a form sent before its script runs goes (its `action`). */
    permalink: localizedPath(locale, page),
  };
}
