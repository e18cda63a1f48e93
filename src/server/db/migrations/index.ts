import type { Migration } from 'kysely';
import { initial } from './0001-initial';

/** Every migration, in order. Names sort in application order and never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
