/** The words the admin's lead mails (alerts.ts, digest.ts) use; the admin is English only. */

const kindNames: Record<string, string> = {
  contact: 'contact message',
  quote: 'calculator quote',
  whitelabel: 'white-label inquiry',
  chat: 'chat message',
};

/** A lead's kind in words: a contact message that carried an estimate is a calculator quote. */
export function kindName(lead: { kind: string; estimate: string | null }): string {
  return kindNames[lead.kind === 'contact' && lead.estimate ? 'quote' : lead.kind] ?? 'lead';
}

/** `2026-11-24 09:00` (UTC). */
export const utcMinute = (time: number) => new Date(time).toISOString().slice(0, 16).replace('T', ' ');
