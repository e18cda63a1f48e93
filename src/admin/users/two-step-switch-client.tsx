'use client';

import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast-client';
import { adminRoles, type AdminRole } from '@/lib/roles';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import type { TwoStepRequiredResult } from '../account/two-step-schema';

type Labels = (typeof adminCopy)['twoStep']['users'];

/**
 * The owners' requirement of two-step sign-in, saved as soon as it is changed: a switch for every named account, and
 * a box per role for requiring it of some roles only (every box ticked is the switch on).
 */
export function TwoStepRequiredSwitch({
  initial,
  labels,
  roleNames,
  action,
}: {
  initial: AdminRole[];
  labels: Labels;
  roleNames: Readonly<Record<AdminRole, string>>;
  action: (input: unknown) => Promise<TwoStepRequiredResult>;
}) {
  const [roles, setRoles] = useState<readonly AdminRole[]>(initial);
  const [pending, startTransition] = useTransition();
  const failed = (description: string) => toast({ variant: 'destructive', title: labels.failedTitle, description });
  const every = roles.length === adminRoles.length;

  function change(next: readonly AdminRole[]) {
    const before = roles;
    setRoles(next);
    startTransition(async () => {
      let result: TwoStepRequiredResult;
      try {
        result = await action({ roles: next });
      } catch {
        setRoles(before);
        failed(labels.networkText);
        return;
      }
      if (result.status === 'saved') {
        setRoles(result.roles);
        const names = result.roles.map((role) => roleNames[role]).join(', ');
        toast(
          result.roles.length === adminRoles.length
            ? { variant: 'success', title: labels.onTitle, description: labels.onText }
            : result.roles.length === 0
              ? { variant: 'success', title: labels.offTitle, description: labels.offText }
              : { variant: 'success', title: labels.someTitle, description: fill(labels.someText, { roles: names }) },
        );
        return;
      }
      setRoles(before);
      if (result.status === 'error') failed(fill(labels.errorText, { reference: result.reference }));
      else failed(labels.networkText);
    });
  }

  return (
    <div className="space-y-4">
      <label className="flex items-start gap-4">
        <span className="relative mt-0.5 inline-flex shrink-0">
          <input
            type="checkbox"
            role="switch"
            className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-ember-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-slate-700"
            checked={every}
            disabled={pending}
            aria-describedby="two-step-required-help"
            onChange={(event) => change(event.target.checked ? adminRoles : [])}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 peer-disabled:opacity-70"
          />
        </span>
        <span className="min-w-0">
          <span className="font-medium">{labels.label}</span>
          <span id="two-step-required-help" className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            {labels.help}
          </span>
        </span>
      </label>
      <fieldset className="ms-15" aria-describedby="two-step-roles-help">
        <legend className="text-sm font-medium">{labels.rolesLabel}</legend>
        <p id="two-step-roles-help" className="text-sm text-slate-600 dark:text-slate-400">
          {labels.rolesHelp}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {adminRoles.map((role) => (
            <label key={role} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-ember-700"
                checked={roles.includes(role)}
                disabled={pending}
                onChange={(event) =>
                  change(adminRoles.filter((name) => (name === role ? event.target.checked : roles.includes(name))))
                }
              />
              {roleNames[role]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
