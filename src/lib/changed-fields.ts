/**
 * The top-level fields whose values differ between two versions of a document (compared as JSON), in no set order: a
 * revision stores them when it is written (`document_revisions.changed_fields`), so a history never diffs old versions.
 * Nothing (not an object on either side) has no fields to name.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!before || typeof before !== 'object' || !after || typeof after !== 'object') return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

/**
 * `changedFields` as a revision stores it: the names joined by commas (field names are identifiers), `''` for none.
 * Plain text, so reading a long history parses nothing.
 */
export const storedChangedFields = (before: unknown, after: unknown): string => changedFields(before, after).join(',');

/** The names a revision stored (storedChangedFields). */
export const readChangedFields = (stored: string): string[] => (stored === '' ? [] : stored.split(','));
