/** The pipeline, in order; `spam` holds what the honeypot and the fill-time check caught (never `new`). */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * What a lead is, as the inbox tells them apart: a calculator quote is a contact lead that carried an estimate. The
 * forms that submit them are `FormKind` (content/lead-input).
 */
export const inboxKinds = ['contact', 'quote', 'whitelabel', 'chat'] as const;
export type InboxKind = (typeof inboxKinds)[number];
