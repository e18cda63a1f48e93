'use client';

import { createContext, use, type ReactNode } from 'react';
import type { Right } from '@/lib/roles';

type Rights = Readonly<Record<Right, boolean>>;

/** Nothing granted outside the panel: a button drawn without the person's rights is not offered. */
const RightsContext = createContext<Rights>({ draft: false, publish: false, leads: false, manage: false });

/**
 * The signed-in person's rights (src/lib/roles.ts), for the panel's client parts: they offer only what the
 * role may do. The server checks every action again; this only spares a person buttons that would be refused.
 */
export function RightsProvider({ rights, children }: { rights: Rights; children: ReactNode }) {
  return <RightsContext value={rights}>{children}</RightsContext>;
}

export function useRights(): Rights {
  return use(RightsContext);
}
