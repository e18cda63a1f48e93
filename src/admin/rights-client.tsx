'use client';

import { createContext, use, type ReactNode } from 'react';
import type { Right, TranslatorLanguage } from '@/lib/roles';

type Rights = Readonly<Record<Right, boolean>> & {
  /** A translator's languages, the only texts they may change; null for every other role. */
  languages: readonly TranslatorLanguage[] | null;
  /** A translator an owner lets publish the texts of their languages (the server checks each publish). */
  publishesLanguages: boolean;
  /** The signed-in person's account id (their own requests and notes are theirs to withdraw). */
  userId: string;
};

/** Nothing granted outside the panel: a button drawn without the person's rights is not offered. */
const RightsContext = createContext<Rights>({
  draft: false,
  translate: false,
  publish: false,
  leads: false,
  manage: false,
  languages: [],
  publishesLanguages: false,
  userId: '',
});

/**
 * The signed-in person's rights (src/lib/roles.ts), for the panel's client parts: they offer only what the role may
 * do. The server checks every action again; this only spares a person buttons that would be refused.
 */
export function RightsProvider({ rights, children }: { rights: Rights; children: ReactNode }) {
  return <RightsContext value={rights}>{children}</RightsContext>;
}

export function useRights(): Rights {
  return use(RightsContext);
}

/** Whether the person may change the texts of `locale` (a translator only those of their languages). */
export function useMayWrite(locale: string): boolean {
  const { draft, languages } = useRights();
  return draft || (languages ?? []).some((language) => language === locale);
}

/** Its children only for a person whose role grants `right` (a New link for those who create). */
export function IfRight({ right, children }: { right: Right; children: ReactNode }) {
  return useRights()[right] ? children : null;
}
