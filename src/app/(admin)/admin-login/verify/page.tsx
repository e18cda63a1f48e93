import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { ShieldCheck } from '@/components/icons';
import { adminCopy } from '@/admin/copy';
import { AuthCard } from '@/admin/login/auth-card';
import { PasskeySignIn } from '@/admin/login/passkey-sign-in-client';
import { TwoStepForm } from '@/admin/login/two-step-form-client';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { secureCookies } from '@/server/auth/cookie';
import { currentAdminSession } from '@/server/auth/guard';
import { hasPasskey } from '@/server/auth/passkeys';
import { hasTwoStep } from '@/server/auth/two-step';
import { pendingCookieName, readPendingSignIn } from '@/server/auth/two-step-sign-in';
import { getDb } from '@/server/db';
import { getSiteSettings } from '@/server/queries/settings';
import { passwordFormIcons } from '../../password-form-icons';

export const metadata: Metadata = { title: adminCopy.twoStep.verify.title };

/**
 * The second step of a sign-in with two-step sign-in on (SECURITY.md B2): the authenticator's code, or a recovery code
 * (`?method=recovery`, a plain link, so it works without script too), and the account's passkey where it has one (an
 * account whose only second step is a passkey is asked for that alone). Only while a pending sign-in's cookie names a
 * live one; otherwise it says the sign-in has ended and links back to the password.
 */
export default async function TwoStepPage({ searchParams }: PageProps<'/admin-login/verify'>) {
  const query = await searchParams;
  if (await currentAdminSession()) redirect('/admin');
  const copy = adminCopy.twoStep.verify;
  const token = (await cookies()).get(pendingCookieName(secureCookies(env().SITE_URL)))?.value;
  const pending = await readPendingSignIn(getDb(), token);
  const recovery = query.method === 'recovery';
  const siteName = (await getSiteSettings()).name;
  const icon = <ShieldCheck aria-hidden="true" className="size-6 text-ember-600" />;
  const link = 'font-medium text-ember-700 underline underline-offset-2 dark:text-ember-500';

  if (!pending)
    return (
      <AuthCard siteName={siteName} icon={icon} title={copy.expiredTitle} backLabel={copy.backToSite}>
        <p role="alert" className="mt-4 text-slate-700 dark:text-slate-200">
          {copy.expiredText}
        </p>
        <a href={paths.adminLogin} className={`mt-4 inline-block ${link}`}>
          {copy.startOver}
        </a>
      </AuthCard>
    );

  const [app, passkey] = await Promise.all([hasTwoStep(getDb(), pending.userId), hasPasskey(getDb(), pending.userId)]);
  const passkeyStep = (divider: boolean) =>
    passkey && <PasskeySignIn labels={adminCopy.passkeys.secondStep} texts={copy} secondStep divider={divider} />;
  if (!app)
    return (
      <AuthCard
        siteName={siteName}
        icon={icon}
        title={copy.title}
        intro={copy.introPasskey}
        backLabel={copy.backToSite}
      >
        {passkeyStep(false)}
      </AuthCard>
    );

  const noScriptErrors: Record<string, string> = {
    invalid: recovery ? copy.invalidRecoveryText : copy.invalidText,
    invalid_body: copy.invalidBodyText,
    rate_limited: copy.rateLimitedText.replace('{minutes}', '15'),
    https_required: copy.httpsRequiredText,
  };
  const error = typeof query.error === 'string' ? (noScriptErrors[query.error] ?? noScriptErrors.invalid) : null;

  return (
    <AuthCard
      siteName={siteName}
      icon={icon}
      title={copy.title}
      intro={recovery ? copy.introRecovery : copy.intro}
      backLabel={copy.backToSite}
    >
      {error && (
        <p role="alert" className="mt-4 font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <TwoStepForm key={recovery ? 'recovery' : 'code'} recovery={recovery} labels={copy} icons={passwordFormIcons()} />
      <p className="mt-5">
        <a href={recovery ? paths.adminTwoStep : `${paths.adminTwoStep}?method=recovery`} className={link}>
          {recovery ? copy.useApp : copy.useRecovery}
        </a>
      </p>
      {passkeyStep(true)}
    </AuthCard>
  );
}
