import type { Metadata } from 'next';
import { KeyRound } from '@/components/icons';
import { passwordFormIcons } from '../password-form-icons';
import { setPasswordAction } from '@/admin/account/set-password-actions';
import { SetPasswordForm } from '@/admin/account/set-password-form-client';
import { adminCopy, fill } from '@/admin/copy';
import { AuthCard } from '@/admin/login/auth-card';
import { getSiteSettings } from '@/server/queries/settings';
import { userForLink } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { paths } from '@/lib/paths';

/** The token is in this page's address: no Referer carries it to another page or site. */
export const metadata: Metadata = { title: adminCopy.account.setPassword.title, referrer: 'no-referrer' };

/** Where a one-time link sends a new person (no session needed: the link is the credential). */
export default async function SetPasswordPage({ searchParams }: PageProps<'/admin-set-password'>) {
  const { token } = await searchParams;
  const link = typeof token === 'string' ? token : '';
  const person = link ? await userForLink(getDb(), link) : undefined;
  const copy = adminCopy.account.setPassword;
  const icon = <KeyRound aria-hidden="true" className="size-6 text-ember-600" />;
  const siteName = (await getSiteSettings()).name;

  if (!person?.email)
    return (
      <AuthCard
        siteName={siteName}
        icon={icon}
        title={copy.invalidTitle}
        intro={copy.invalidText}
        backLabel={copy.backToSite}
      >
        <p className="mt-4">
          <a
            href={paths.adminForgotPassword}
            className="font-medium text-ember-700 underline underline-offset-2 dark:text-ember-500"
          >
            {copy.askAgain}
          </a>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard
      siteName={siteName}
      icon={icon}
      title={person.hasPassword ? copy.resetTitle : copy.title}
      intro={fill(person.hasPassword ? copy.resetIntro : copy.intro, { name: person.name, email: person.email })}
      backLabel={copy.backToSite}
    >
      <SetPasswordForm
        token={link}
        email={person.email}
        labels={copy}
        passwordLabels={adminCopy.account.password}
        icons={passwordFormIcons()}
        action={setPasswordAction}
      />
    </AuthCard>
  );
}
