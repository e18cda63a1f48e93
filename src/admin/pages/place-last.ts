/** A new item of an ordered list goes last; the order of the others is kept. */
export const placeLast = (doc: Record<string, unknown>, existing: readonly { order: number }[]) => ({
  ...doc,
  order: existing.reduce((last, item) => Math.max(last, item.order), -1) + 1,
});
