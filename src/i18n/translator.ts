import { createFormatter, createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/locales';
import { loadMessages, type Messages } from './messages';

/**
 * The one translator: the public site's pages, the mails and the admin read the same catalogs (messages/<locale>/*.json,
 * every missing key in English) through use-intl's core. Views take it as a prop, so they are plain synchronous
 * components.
 */
export type Translator = ReturnType<typeof createTranslator<Messages>>;
type Formatter = ReturnType<typeof createFormatter>;

const catalogs = new Map<Locale, Promise<Messages>>();

/** A language's messages, loaded once per process. */
function messagesOf(locale: Locale): Promise<Messages> {
  let messages = catalogs.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    catalogs.set(locale, messages);
    messages.catch(() => catalogs.delete(locale));
  }
  return messages;
}

/** The translator of a language, for every namespace (`t('nav.home')`). */
export async function translatorFor(locale: Locale): Promise<Translator> {
  return createTranslator({ locale, messages: await messagesOf(locale) });
}

/** Dates and numbers in a language's conventions. */
export function formatterFor(locale: Locale): Formatter {
  return createFormatter({ locale });
}
