import { LockKeyhole } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/site/logo';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Admin Login' };

/** The admin sign-in arrives with the admin issue; until then this page says so instead of offering a dead form. */
export default async function AdminLoginPage() {
  const [t, tSite] = await Promise.all([getTranslations('adminLogin'), getTranslations('metadata')]);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <a
          href={paths.home}
          className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-ember-600"
        >
          <Logo name={tSite('siteName')} />
        </a>
        <div className="mt-8 flex items-center gap-3">
          <LockKeyhole aria-hidden="true" className="size-6 text-ember-600" />
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        </div>
        <p className="mt-4 text-slate-600 dark:text-slate-300">{t('unavailable')}</p>
        <a
          href={paths.home}
          className="mt-6 inline-block font-medium text-ember-700 underline underline-offset-2 dark:text-ember-500"
        >
          {t('backToSite')}
        </a>
      </div>
    </main>
  );
}
