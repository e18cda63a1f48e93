import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requestResetAction } from '@/admin/account/reset-actions';
import { adminCopy } from '@/admin/copy';
import { AuthCard } from '@/admin/login/auth-card';
import { ForgotPasswordForm } from '@/admin/login/forgot-form-client';
import { KeyRound } from '@/components/icons';
import { paths } from '@/lib/paths';
import { currentAdminSession } from '@/server/auth/guard';
import { getSiteSettings } from '@/server/queries/settings';
import { passwordFormIcons } from '../../password-form-icons';

export const metadata: Metadata = { title: adminCopy.account.reset.title };

const emailParam = z.email().max(254);

/** Forgot password, from the sign-in page: a reset link by e-mail (SECURITY.md B3). Signed in, the account page does. */
export default async function ForgotPasswordPage({ searchParams }: PageProps<'/admin-login/forgot'>) {
  if (await currentAdminSession()) redirect('/admin/account');
  const email = emailParam.safeParse((await searchParams).email);
  const copy = adminCopy.account.reset;
  return (
    <AuthCard
      siteName={(await getSiteSettings()).name}
      icon={<KeyRound aria-hidden="true" className="size-6 text-ember-600" />}
      title={copy.title}
      intro={copy.intro}
      backLabel={copy.backToSite}
    >
      <ForgotPasswordForm
        labels={copy}
        email={email.success ? email.data : undefined}
        icons={passwordFormIcons()}
        action={requestResetAction}
      />
      <p className="mt-6">
        <a
          href={paths.adminLogin}
          className="font-medium text-ember-700 underline underline-offset-2 dark:text-ember-500"
        >
          {copy.backToSignIn}
        </a>
      </p>
    </AuthCard>
  );
}
