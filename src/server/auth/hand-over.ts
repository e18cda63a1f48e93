import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';
import { unassignOpenLeadsOf } from '@/server/leads/assignment';
import { revokeReviewLinksOf } from '@/server/queries/review-links';
import { handOverSchedules } from '@/server/queries/schedules';
import type { AdminUser } from './user';

/**
 * What a person leaves behind when they go, or when their role no longer grants the work: the open leads they answer
 * become unassigned (`leads`), so none waits on someone who cannot open it; the publishes and unpublishes they
 * scheduled become the actor's and the review links they gave out are revoked (`publish`). Answers what was done, in
 * the activity log's words ("2 open leads unassigned").
 */
export async function handOverWork(
  trx: Transaction<Database>,
  actor: AdminUser,
  userId: string,
  { leads, publish }: { leads: boolean; publish: boolean },
  now: number,
): Promise<string[]> {
  const unassigned = leads ? await unassignOpenLeadsOf(trx, actor, userId, now) : 0;
  const handedOver = publish ? await handOverSchedules(trx, userId, actor) : 0;
  const revoked = publish ? await revokeReviewLinksOf(trx, userId, now) : 0;
  const counted = (n: number, one: string, many: string) => (n ? [`${n} ${n === 1 ? one : many}`] : []);
  return [
    ...counted(unassigned, 'open lead unassigned', 'open leads unassigned'),
    ...counted(handedOver, `scheduled change now ${actor.name}’s`, `scheduled changes now ${actor.name}’s`),
    ...counted(revoked, 'review link revoked', 'review links revoked'),
  ];
}
