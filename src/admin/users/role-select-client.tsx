'use client';

import { adminRoles, type AdminRole } from '@/lib/roles';
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
