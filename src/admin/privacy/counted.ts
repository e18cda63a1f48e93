import copy from '@messages/admin/privacy.json';
import { fill } from '../fill';

type Thing = 'lead' | 'note' | 'notification' | 'event' | 'day';

/** `1 lead`, `3 leads`: a count in the section's words. */
export function counted(n: number, thing: Thing): string {
  return fill(copy.counts[n === 1 ? thing : (`${thing}s` as const)], { n });
}
