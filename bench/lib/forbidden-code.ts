/**
 * Forbidden code (bench/budgets.json `forbiddenCode`): bundled code that may ship only on some routes. Below both the
 * budgets, which read the rules, and the first-load meter, which applies them to a route's scripts.
 */
import { z } from 'zod';
import { routeWithoutLocale } from './routes';

export const forbiddenCodeSchema = z.strictObject({
  name: z.string(),
  why: z.string(),
  /** Strings that only appear in a chunk when the code is bundled. */
  markers: z.array(z.string().min(3)).min(1),
  /** Routes without their locale prefix: `/contact-us` allows `/es/contact-us` too. */
  allowedOn: z.array(z.string().startsWith('/')),
});

export type ForbiddenCode = z.infer<typeof forbiddenCodeSchema>;

/** Whether forbidden code may ship on a route; `allowedOn` lists routes without their locale prefix. */
export function isAllowedOn(rule: ForbiddenCode, route: string): boolean {
  return rule.allowedOn.includes(routeWithoutLocale(route));
}
