import type { Locale } from '@/lib/locales';
import aboutMessages from '@messages/en/about.json';
import blogMessages from '@messages/en/blog.json';
import caseStudiesMessages from '@messages/en/caseStudies.json';
import commonMessages from '@messages/en/common.json';
import contactMessages from '@messages/en/contact.json';
import errorPageMessages from '@messages/en/errorPage.json';
import homeMessages from '@messages/en/home.json';
import leadsMessages from '@messages/en/leads.json';
import portfolioMessages from '@messages/en/portfolio.json';
import pricingMessages from '@messages/en/pricing.json';
import processMessages from '@messages/en/process.json';
import servicesMessages from '@messages/en/services.json';
import shellMessages from '@messages/en/shell.json';
import socialPlansMessages from '@messages/en/socialPlans.json';
import whitelabelMessages from '@messages/en/whitelabel.json';

/**
 * The UI message catalogs, one JSON file per area under messages/<locale>/. English is complete; the other languages
 * may be partial, and every missing key falls back to English.
 */
export const messageFiles = [
  'shell',
  'common',
  'home',
  'services',
  'about',
  'process',
  'portfolio',
  'caseStudies',
  'blog',
  'whitelabel',
  'socialPlans',
  'pricing',
  'leads',
  'contact',
  'errorPage',
] as const;

const englishMessages = {
  ...shellMessages,
  ...commonMessages,
  ...homeMessages,
  ...servicesMessages,
  ...aboutMessages,
  ...processMessages,
  ...portfolioMessages,
  ...caseStudiesMessages,
  ...blogMessages,
  ...whitelabelMessages,
  ...socialPlansMessages,
  ...pricingMessages,
  ...leadsMessages,
  ...contactMessages,
  ...errorPageMessages,
};
export type Messages = typeof englishMessages;

type Tree = { [key: string]: unknown };

function deepMerge(base: Tree, override: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const fallback = base[key];
    result[key] =
      value && typeof value === 'object' && fallback && typeof fallback === 'object'
        ? deepMerge(fallback as Tree, value as Tree)
        : value;
  }
  return result;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return englishMessages;
  const parts = await Promise.all(
    messageFiles.map(
      async (file) => ((await import(`../../messages/${locale}/${file}.json`)) as { default: Tree }).default,
    ),
  );
  return deepMerge(englishMessages, Object.assign({}, ...parts) as Tree) as Messages;
}
