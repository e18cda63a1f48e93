/** A progress bar's maximum: 100 unless a valid positive number is given; an invalid one is reported and replaced. */
export function progressMax(max: unknown = 100): number {
  if (typeof max === 'number' && Number.isFinite(max) && max > 0) return max;
  console.error(`Invalid progress bar maximum ${String(max)}; using 100`);
  return 100;
}

/** The share of the bar to fill, 0–100, with the value clamped into [0, max]. */
export function progressPercent(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return (Math.min(Math.max(value, 0), max) / max) * 100;
}
