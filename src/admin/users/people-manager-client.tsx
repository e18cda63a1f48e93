'use client';

import { useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import { fill } from '../fill';
import { AddPersonForm } from './add-person-form-client';
import { IssuedLinkPanel } from './issued-link-client';
import type { AdminRole, TranslatorLanguage } from '@/lib/roles';
import { LanguagesPicker, RoleSelect } from './role-select-client';
import type {
  AddPersonResult,
  ChangeRoleResult,
  SetLanguagesResult,
  EndPersonSessionsResult,
  IssuedLink,
  NewLinkResult,
  Person,
  PersonStatus,
  RemovePersonResult,
} from './schema';
import { useUsersAction, type UsersLabels } from './use-users-action-client';

const statusClass: Record<PersonStatus, string> = {
  password_set: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  link_waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  link_expired: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * The Users section's working part: the people (rendered again by the server after each change), Add person, the link
 * just made (shown once), and Remove behind a confirmation dialog.
 */
export function PeopleManager({
  people,
  labels,
  icons,
  actions,
}: {
  people: Person[];
  labels: UsersLabels;
  icons: { add: ReactNode; link: ReactNode; remove: ReactNode; copy: ReactNode; signOut: ReactNode };
  actions: {
    add: (input: unknown) => Promise<AddPersonResult>;
    newLink: (input: unknown) => Promise<NewLinkResult>;
    remove: (input: unknown) => Promise<RemovePersonResult>;
    endSessions: (input: unknown) => Promise<EndPersonSessionsResult>;
    changeRole: (input: unknown) => Promise<ChangeRoleResult>;
    setLanguages: (input: unknown) => Promise<SetLanguagesResult>;
  };
}) {
  const [link, setLink] = useState<IssuedLink | null>(null);
  const [removing, setRemoving] = useState<Person | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const { pending, run, fail } = useUsersAction(labels.toasts);
  const t = labels.toasts;

  function newLink(person: Person) {
    run(
      () => actions.newLink({ personId: person.id }),
      (result) => {
        if (result.status !== 'renewed') return fail(result);
        toast({ variant: 'success', title: t.renewedTitle, description: fill(t.renewedText, { name: person.name }) });
        setLink(result.link);
      },
    );
  }

  function endSessions(person: Person) {
    run(
      () => actions.endSessions({ personId: person.id }),
      (result) => {
        if (result.status !== 'ended') return fail(result);
        const text = result.count === 1 ? t.signedOutOne : t.signedOutMany;
        toast({ variant: 'success', title: t.signedOutTitle, description: fill(text, { ...result }) });
      },
    );
  }

  function changeRole(person: Person, role: AdminRole) {
    run(
      () => actions.changeRole({ personId: person.id, role }),
      (result) => {
        if (result.status === 'unchanged') return;
        if (result.status !== 'changed') return fail(result);
        const text = fill(t.roleChangedText, { name: result.name, role: labels.roles.names[result.to] });
        toast({ variant: 'success', title: t.roleChangedTitle, description: text });
      },
    );
  }

  function setLanguages(person: Person, languages: TranslatorLanguage[], publishes: boolean) {
    run(
      () => actions.setLanguages({ personId: person.id, languages, publishes }),
      (result) => {
        if (result.status === 'unchanged' || result.status === 'saved') return;
        if (result.status === 'not_translator') return fail({ status: 'not_found' });
        fail(result);
      },
    );
  }

  function confirmRemove(person: Person) {
    setRemoving(person);
    dialog.current?.showModal();
  }

  function remove(person: Person) {
    // Closed first, so a failure's toast is not hidden behind the modal.
    dialog.current?.close();
    run(
      () => actions.remove({ personId: person.id }),
      (result) => {
        if (result.status !== 'removed') return fail(result);
        toast({ variant: 'success', title: t.removedTitle, description: fill(t.removedText, { name: result.name }) });
        if (link?.email === person.email) setLink(null);
      },
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        {link && <IssuedLinkPanel link={link} labels={labels.link} icon={icons.copy} onDone={() => setLink(null)} />}
        <ul
          aria-label={labels.listLabel}
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {people.map((person) => (
            <li key={person.id} className="flex flex-wrap items-start gap-x-4 gap-y-3 p-4 sm:p-5">
              <div className="min-w-0 flex-1 basis-56">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {person.name}
                  {person.you && <span className={clsx(badge, 'bg-slate-100 dark:bg-slate-800')}>{labels.you}</span>}
                </p>
                <p className="text-sm break-all text-slate-600 dark:text-slate-300">
                  {person.email ?? labels.adminPassword}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-2">
                  {/* One's own role and the admin password account's are not changed here (the server refuses both). */}
                  {person.removable ? (
                    <>
                      <RoleSelect person={person} labels={labels} pending={pending} onChange={changeRole} />
                      {person.role === 'translator' && (
                        <LanguagesPicker person={person} labels={labels} pending={pending} onChange={setLanguages} />
                      )}
                    </>
                  ) : (
                    <span
                      className={clsx(
                        badge,
                        person.role === 'owner'
                          ? 'bg-ember-100 text-ember-800 dark:bg-ember-800/40 dark:text-ember-100'
                          : 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
                      )}
                    >
                      {labels.roles.names[person.role]}
                    </span>
                  )}
                  <span className={clsx(badge, statusClass[person.status])}>{labels.status[person.status]}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {labels.added} <time dateTime={person.added.iso}>{person.added.text}</time>
                  </span>
                  {person.sessions > 0 && (
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {fill(
                        person.you
                          ? person.sessions === 1
                            ? labels.sessionsOtherOne
                            : labels.sessionsOtherMany
                          : person.sessions === 1
                            ? labels.sessionsOne
                            : labels.sessionsMany,
                        { count: person.sessions },
                      )}
                    </span>
                  )}
                </p>
              </div>
              {(person.linkable || person.removable || person.sessions > 0) && (
                <div className="flex flex-wrap gap-2">
                  {person.sessions > 0 && (
                    <button
                      type="button"
                      disabled={pending}
                      onClick={() => endSessions(person)}
                      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                    >
                      {icons.signOut}
                      {person.you ? labels.signOutOthers : labels.signOut}
                      {!person.you && <span className="sr-only"> {person.name}</span>}
                    </button>
                  )}
                  {person.linkable && (
                    <button
                      type="button"
                      disabled={pending}
                      onClick={() => newLink(person)}
                      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                    >
                      {icons.link}
                      {labels.newLink}
                      <span className="sr-only"> {fill(labels.newLinkFor, { name: person.name })}</span>
                    </button>
                  )}
                  {person.removable && (
                    <button
                      type="button"
                      disabled={pending}
                      onClick={() => confirmRemove(person)}
                      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                    >
                      {icons.remove}
                      {labels.remove}
                      <span className="sr-only"> {person.name}</span>
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <AddPersonForm labels={labels} icon={icons.add} action={actions.add} onAdded={setLink} />
      </div>
      <dialog
        ref={dialog}
        aria-labelledby="remove-person-title"
        aria-describedby="remove-person-text"
        onClose={() => setRemoving(null)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      >
        <h2 id="remove-person-title" className="text-lg font-bold">
          {fill(labels.removeTitle, { name: removing?.name ?? '' })}
        </h2>
        <p id="remove-person-text" className="mt-2 text-sm text-slate-700 dark:text-slate-200">
          {labels.removeText}
        </p>
        {removing &&
          (
            [
              [removing.openLeads, labels.removeOpenLead, labels.removeOpenLeads],
              [removing.scheduled, labels.removeScheduledOne, labels.removeScheduledMany],
              [removing.reviewLinks, labels.removeReviewLink, labels.removeReviewLinks],
            ] as const
          ).map(
            ([count, one, many]) =>
              count > 0 && (
                <p key={one} className="mt-2 text-sm font-medium text-slate-900 dark:text-white">
                  {fill(count === 1 ? one : many, { count, name: removing.name })}
                </p>
              ),
          )}
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {labels.cancel}
          </button>
          <button
            type="button"
            disabled={pending || !removing}
            onClick={() => removing && remove(removing)}
            className={buttonVariants({ variant: 'danger', size: 'sm' })}
          >
            {labels.removeConfirm}
          </button>
        </div>
      </dialog>
    </div>
  );
}
