import { AlertCircle, CheckCircle2, Eye, EyeOff, LockKeyhole, X } from '@/components/icons';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Logo } from '@/components/site/logo';
import { adminCopy } from '@/features/admin/copy';
import { LoginForm } from '@/features/admin/login/login-form-client';
import { paths } from '@/lib/paths';
import { currentAdminSession, safeAdminReturn } from '@/server/auth/guard';

export const metadata: Metadata = { title: adminCopy.login.title };

export default async function AdminLoginPage({ searchParams }: PageProps<'/admin-login'>) {
  const query = await searchParams;
  const next = safeAdminReturn(query.next);
  if (await currentAdminSession()) redirect(next ?? '/admin');
  const copy = adminCopy.login;
  const error = query.error === 'rate_limited' ? copy.noScriptRateLimited : query.error ? copy.noScriptInvalid : null;

  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <a
          href={paths.home}
          className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-ember-600"
        >
          <Logo name="Emberline Digital" />
        </a>
        <div className="mt-8 flex items-center gap-3">
          <LockKeyhole aria-hidden="true" className="size-6 text-ember-600" />
          <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
        </div>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{copy.intro}</p>
        {error && (
          <p role="alert" className="mt-4 font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <LoginForm
          labels={copy}
          next={next}
          icons={{
            success: <CheckCircle2 className="size-5 shrink-0" />,
            error: <AlertCircle className="size-5 shrink-0" />,
            close: <X className="size-4" />,
            show: <Eye className="size-5" />,
            hide: <EyeOff className="size-5" />,
          }}
        />
        <a
          href={paths.home}
          className="mt-6 inline-block font-medium text-ember-700 underline underline-offset-2 dark:text-ember-500"
        >
          {copy.backToSite}
        </a>
      </div>
    </main>
  );
}
