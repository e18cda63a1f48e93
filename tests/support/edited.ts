/**
 * A copy of `data` with its first English text changed: a save of it makes a new version (one that changes nothing
 * makes none), so the version before it is in the history for the restores.
 */
export function withEnglishEdited<T>(data: T): T {
  let done = false;
  return JSON.parse(JSON.stringify(data), function (this: unknown, key: string, value: unknown) {
    if (!done && key === 'en' && typeof value === 'string') {
      done = true;
      return `${value} (edited)`;
    }
    return value;
  }) as T;
}
