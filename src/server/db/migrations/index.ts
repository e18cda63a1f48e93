import type { Migration } from 'kysely';
import { initial } from './0001-initial';
import { leadPlan } from './0002-lead-plan';

/** Every migration, in order. Names sort in application order and never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-lead-plan': leadPlan,
};
