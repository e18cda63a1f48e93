// Imported by the browser's form: nothing here may pull in zod (its schemas probe `new Function`, which the CSP refuses).

/** The longest address (the content schema's slug allows 80 characters). */
export const SLUG_MAX = 80;

/** A URL-safe address made from a title: "Café & Co. — 2025!" → `cafe-co-2025` (at most 80 characters, whole words). */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let result = '';
  for (const word of words) {
    const next = result ? `${result}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    result = next;
  }
  return result || words[0]?.slice(0, SLUG_MAX) || '';
}
