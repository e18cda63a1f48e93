import { decodeText } from './sanitize-html';

/** A stored text as a reader sees it: rich text without its tags (blocks on lines of their own), references decoded. */
export function readableText(text: string | undefined): string {
  if (!text || !/<\/?[a-z][^>]*>/i.test(text)) return text ?? '';
  return decodeText(
    text
      .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  ).trim();
}
