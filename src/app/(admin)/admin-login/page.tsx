import { CheckCircle2, LockKeyhole } from '@/components/icons';
import { passwordFormIcons } from '../password-form-icons';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { adminCopy } from '@/admin/copy';
import { AuthCard } from '@/admin/login/auth-card';
import { getSiteSettings } from '@/server/queries/settings';
import { LoginForm } from '@/admin/login/login-form-client';
import { PasskeySignIn } from '@/admin/login/passkey-sign-in-client';
import { headers } from 'next/headers';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { currentAdminSession, safeAdminReturn } from '@/server/auth/guard';
import { captchaClientConfig, TEST_CAPTCHA_TOKEN } from '@/server/captcha';

export const metadata: Metadata = { title: adminCopy.login.title };

const emailParam = z.email().max(254);

export default async function AdminLoginPage({ searchParams }: PageProps<'/admin-login'>) {
  const query = await searchParams;
  const next = safeAdminReturn(query.next);
  if (await currentAdminSession()) redirect(next ?? '/admin');
  const copy = adminCopy.login;
  const environmentLogin = env().ADMIN_LOGIN_ENV === 'on';
  const email = emailParam.safeParse(query.email);
  const invalid = email.success ? copy.noScriptInvalidEmail : copy.noScriptInvalid;
  const noScriptErrors: Record<string, string> = {
    rate_limited: copy.noScriptRateLimited,
    challenge: copy.noScriptChallenge,
    https_required: copy.noScriptHttpsRequired,
  };
  const error = typeof query.error === 'string' ? (noScriptErrors[query.error] ?? invalid) : null;
  const captcha = captchaClientConfig();
  const nonce = (await headers()).get('x-nonce') ?? undefined;

  return (
    <AuthCard
      siteName={(await getSiteSettings()).name}
      icon={<LockKeyhole aria-hidden="true" className="size-6 text-ember-600" />}
      title={copy.title}
      intro={copy.intro}
      backLabel={copy.backToSite}
    >
      {query.passwordSet === '1' && (
        <p role="status" className="mt-4 flex gap-2 font-medium text-emerald-800 dark:text-emerald-300">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {copy.passwordSet}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-4 font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <LoginForm
        labels={environmentLogin ? copy : { ...copy, emailHint: copy.emailHintNamedOnly }}
        emailRequired={!environmentLogin}
        next={next}
        email={email.success ? email.data : undefined}
        captcha={{
          ...captcha,
          nonce,
          testToken: captcha.provider === 'test' ? TEST_CAPTCHA_TOKEN : undefined,
        }}
        challenged={query.error === 'challenge'}
        icons={passwordFormIcons()}
      />
      <p className="mt-4 text-sm">
        <a
          href={paths.adminForgotPassword}
          className="font-medium text-ember-700 underline underline-offset-2 dark:text-ember-500"
        >
          {copy.forgot}
        </a>
      </p>
      <PasskeySignIn labels={adminCopy.passkeys.login} texts={copy} next={next} />
    </AuthCard>
  );
}
