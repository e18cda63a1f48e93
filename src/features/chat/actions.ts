'use server';

import { issueFormToken, submitLead, type SubmitResult } from '@/server/leads/submit';
import { requestMeta } from '@/server/request-meta';

/**
 * A signed time for the chat form, asked for when the dialog opens: the widget lives on pages shared by every visitor,
 * so it cannot carry one of its own like the contact form does (the fill-time check of the lead pipeline needs it).
 */
export async function chatFormTokenAction(): Promise<string> {
  return issueFormToken();
}

/** A chat message becomes a `chat` lead through the same pipeline as the forms: limited, checked, stored, e-mailed. */
export async function submitChatAction(input: unknown): Promise<SubmitResult> {
  return submitLead('chat', input, await requestMeta());
}
