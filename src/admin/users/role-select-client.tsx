'use client';

import { adminRoles, translatorLanguages, type AdminRole, type TranslatorLanguage } from '@/lib/roles';
import { fill } from '../fill';
import type { Person } from './schema';
import type { UsersLabels } from './use-users-action-client';

/**
 * A person's role, changed where it is shown: choosing another one changes it at once (the server checks that an
 * owner asks, and refuses one's own role and the admin password's account).
 */
export function RoleSelect({
  person,
  labels,
  pending,
  onChange,
}: {
  person: Person;
  labels: UsersLabels;
  pending: boolean;
  onChange: (person: Person, role: AdminRole) => void;
}) {
  const id = `role-${person.id}`;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {fill(labels.roleOf, { name: person.name })}
      </label>
      <select
        id={id}
        value={person.role}
        disabled={pending}
        onChange={(event) => {
          const role = adminRoles.find((name) => name === event.target.value);
          if (role) onChange(person, role);
        }}
        className="rounded-full border border-slate-300 bg-white py-0.5 ps-2.5 pe-7 text-xs font-semibold dark:border-slate-700 dark:bg-slate-900"
      >
        {adminRoles.map((role) => (
          <option key={role} value={role}>
            {labels.roles.names[role]}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A translator's languages, changed where they are shown, and whether they publish them: each box saves at once (the
 * server keeps at least one language, and never English).
 */
export function LanguagesPicker({
  person,
  labels,
  pending,
  onChange,
}: {
  person: Person;
  labels: UsersLabels;
  pending: boolean;
  onChange: (person: Person, languages: TranslatorLanguage[], publishes: boolean) => void;
}) {
  const chosen = person.languages ?? [];
  const publishes = person.publishesLanguages ?? false;
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <legend className="sr-only">{fill(labels.roles.languagesOf, { name: person.name })}</legend>
      <span aria-hidden="true" className="text-slate-600 dark:text-slate-400">
        {labels.roles.languages}:
      </span>
      {translatorLanguages.map((language) => (
        <label key={language} className="inline-flex items-center gap-1">
          <input
            type="checkbox"
            className="size-3.5 accent-ember-700"
            checked={chosen.includes(language)}
            // The last language stays: a translator with none would have nothing to do.
            disabled={pending || (chosen.length === 1 && chosen[0] === language)}
            onChange={(event) =>
              onChange(
                person,
                translatorLanguages.filter((name) =>
                  name === language ? event.target.checked : chosen.includes(name),
                ),
                publishes,
              )
            }
          />
          {labels.roles.languageNames[language]}
        </label>
      ))}
      <label className="inline-flex items-center gap-1">
        <input
          type="checkbox"
          className="size-3.5 accent-ember-700"
          checked={publishes}
          disabled={pending}
          onChange={(event) => onChange(person, chosen, event.target.checked)}
        />
        {labels.roles.publishes}
      </label>
    </fieldset>
  );
}
