import type { Messages } from './messages';
import type { Locale } from '@/lib/locales';

declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
