'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { adminRoles, translatorLanguages } from '@/lib/roles';
import { fill } from '../fill';
import type { AddPersonResult, IssuedLink } from './schema';
import { useUsersAction, type UsersLabels } from './use-users-action-client';

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:aria-[invalid=true]:border-red-400';

type Field = 'name' | 'email' | 'role';

/** Name, e-mail and role of a new person; a refused field says why and takes the focus. */
export function AddPersonForm({
  labels,
  icon,
  action,
  onAdded,
}: {
  labels: UsersLabels;
  icon: ReactNode;
  action: (input: unknown) => Promise<AddPersonResult>;
  onAdded: (link: IssuedLink) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A translator is given languages: the boxes show for that role only.
  const [role, setRole] = useState('editor');
  const { pending, run, fail } = useUsersAction(labels.toasts);
  const a = labels.add;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const data = new FormData(target);
    const input = {
      name: data.get('name'),
      email: data.get('email'),
      role: data.get('role'),
      ...(role === 'translator' && { languages: data.getAll('languages') }),
    };
    run(
      () => action(input),
      (result) => {
        if (result.status === 'created') {
          setErrors({});
          target.reset();
          setRole('editor');
          const description = fill(labels.toasts.addedText, { name: result.link.name });
          toast({ variant: 'success', title: labels.toasts.addedTitle, description });
          onAdded(result.link);
          return;
        }
        if (result.status === 'invalid') {
          const codes = labels.errors as Record<string, string>;
          setErrors(
            Object.fromEntries(
              Object.entries(result.fields).map(([field, code]) => [field, codes[code] ?? labels.errors.invalid]),
            ),
          );
          focusFirstInvalid();
        }
        fail(result);
      },
    );
  }

  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `person-${field}-error` } : {};
  const error = (field: Field) =>
    errors[field] && (
      <p id={`person-${field}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {errors[field]}
      </p>
    );

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="add-person-heading" className="space-y-4">
      <div>
        <h3 id="add-person-heading" className="text-lg font-semibold">
          {a.heading}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{a.intro}</p>
      </div>
      <div>
        <label htmlFor="person-name" className="block text-sm font-medium">
          {a.name}
        </label>
        <input
          id="person-name"
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          className={inputClass}
          {...described('name')}
        />
        {error('name')}
      </div>
      <div>
        <label htmlFor="person-email" className="block text-sm font-medium">
          {a.email}
        </label>
        <input
          id="person-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          className={inputClass}
          {...described('email')}
        />
        {error('email')}
      </div>
      <div>
        <label htmlFor="person-role" className="block text-sm font-medium">
          {a.role}
        </label>
        <select
          id="person-role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value)}
          className={inputClass}
          {...described('role')}
        >
          {adminRoles.map((name) => (
            <option key={name} value={name}>
              {labels.roles.names[name]}
            </option>
          ))}
        </select>
        {error('role')}
      </div>
      {role === 'translator' && (
        <fieldset>
          <legend className="block text-sm font-medium">{labels.roles.languages}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {translatorLanguages.map((language) => (
              <label key={language} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="languages"
                  value={language}
                  defaultChecked
                  className="size-4 accent-ember-700"
                />
                {labels.roles.languageNames[language]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button type="submit" disabled={pending} className={buttonVariants()}>
        {icon}
        {pending ? a.adding : a.submit}
      </button>
    </form>
  );
}
