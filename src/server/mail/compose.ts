/** E-mail messages built from a lead. Pure: no I/O, so the header rules can be tested exhaustively. */

export interface LeadEstimate {
  tab: string;
  tabLabel: string;
  interval?: string;
  lines: { id: string; label: string; amount: number; oneTime: boolean }[];
  subtotal: number;
  discountPercent: number;
  discount: number;
  total: number;
}

export interface LeadForMail {
  id: string;
  kind: 'contact' | 'whitelabel' | 'chat';
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  budget: string | null;
  message: string;
  services: string[];
  estimate: LeadEstimate | null;
  plan: string | null;
  locale: string;
  page: string | null;
  createdAt: number;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
}

/** A header value that can never start a new header: line breaks (and other controls) become spaces. */
export function headerSafe(value: string, max = 200): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, max);
}

/** An address for a header: the visitor's e-mail passed the schema, but it is re-checked here. */
function safeAddress(email: string): string | undefined {
  const clean = headerSafe(email, 254);
  return /^[^\s@<>",;]+@[^\s@<>",;]+$/.test(clean) ? clean : undefined;
}

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

function estimateLines(estimate: LeadEstimate): string[] {
  return [
    '',
    `Calculator estimate (${estimate.tabLabel}${estimate.interval ? `, billed ${estimate.interval}` : ''}; recomputed on the server):`,
    ...estimate.lines.map((line) => `  - ${line.label}: ${money(line.amount)}${line.oneTime ? ' (one-time)' : ''}`),
    `  Subtotal: ${money(estimate.subtotal)}`,
    `  Volume discount: ${estimate.discountPercent}% (${money(estimate.discount)})`,
    `  Total: ${money(estimate.total)}`,
  ];
}

/** The notification to the agency: every field, services joined by commas, the estimate; Reply-To the visitor. */
export function composeAgencyMail(
  lead: LeadForMail,
  options: { from: string; to: string; messageId: string },
): MailMessage {
  const subject = {
    contact: `New contact request from ${headerSafe(lead.name, 120)}`,
    whitelabel: `White-label partnership inquiry from ${headerSafe(lead.company ?? lead.name, 160)}`,
    chat: `New chat message from ${headerSafe(lead.name || lead.email, 160)}`,
  }[lead.kind];
  const field = (label: string, value: string | null | undefined) => `${label}: ${value && value.length ? value : '—'}`;
  const details = {
    contact: [field('Phone', lead.phone), field('Company', lead.company), field('Budget', lead.budget)],
    whitelabel: [field('Company Name', lead.company)],
    chat: [],
  }[lead.kind];
  const text = [
    {
      contact: 'A visitor sent the contact form.',
      whitelabel: 'An agency sent the white-label partnership form.',
      chat: 'A visitor sent a message through the chat on the website.',
    }[lead.kind],
    '',
    field('Full Name', lead.name),
    field('Email Address', lead.email),
    ...details,
    ...(lead.kind === 'chat' ? [] : [field('Services', lead.services.join(', '))]),
    ...(lead.plan ? [field('Social media plan', lead.plan)] : []),
    '',
    lead.kind === 'whitelabel' ? 'Additional Information:' : 'Message:',
    lead.message,
    ...(lead.estimate ? estimateLines(lead.estimate) : []),
    '',
    `Lead ${lead.id} · language ${lead.locale} · page ${lead.page ?? '—'} · ${new Date(lead.createdAt).toISOString()}`,
  ].join('\n');
  return {
    from: options.from,
    to: options.to,
    replyTo: safeAddress(lead.email),
    subject: headerSafe(subject),
    text,
    messageId: options.messageId,
  };
}

/**
 * The optional receipt to the visitor, in their language (texts come from the message catalogs). It is a fixed text:
 * nothing the visitor wrote (not their message, not their name) goes into it, so the form cannot be used to make the
 * agency's mail server send someone's words to any address typed into it.
 */
export function composeConfirmation(
  lead: Pick<LeadForMail, 'email'>,
  texts: { subject: string; greeting: string; body: string; signature: string },
  options: { from: string; replyTo: string; messageId: string },
): MailMessage | undefined {
  const to = safeAddress(lead.email);
  if (!to) return undefined;
  return {
    from: options.from,
    to,
    replyTo: options.replyTo,
    subject: headerSafe(texts.subject),
    text: [texts.greeting, '', texts.body, '', texts.signature].join('\n'),
    messageId: options.messageId,
  };
}
