/** A probe's reference figures: what relative budgets are set from (bench/budgets.json `vsProbe`). */
import type { ProbeReference } from './budgets';
import { presets, type LighthouseFigures, type Preset } from './lighthouse';
import type { RouteResult } from './report';

/** The middle value; the mean of the two middle ones for an even count; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/** A probe's first-load JavaScript in a run: the larger of its two measurements (they only differ if it changed). */
export function firstLoadReference(before: RouteResult, after: RouteResult): Pick<ProbeReference, 'firstLoadJsKb'> {
  return { firstLoadJsKb: Math.max(before.firstLoad.gzipKb, after.firstLoad.gzipKb) };
}

/**
 * A probe of a run, per preset: the median of every Lighthouse run before and after the site's routes, figure by
 * figure, so a slow moment of the machine at either end moves the reference by half a run at most. A preset the probe
 * failed or did not run has no reference (its relative budgets then report a breach).
 */
export function probeReference(before: RouteResult, after: RouteResult): Partial<Record<Preset, ProbeReference>> {
  const { firstLoadJsKb } = firstLoadReference(before, after);
  const reference = (preset: Preset): ProbeReference | undefined => {
    const runs = [before.lighthouse[preset], after.lighthouse[preset]].filter(
      (figures): figures is LighthouseFigures => !!figures && !figures.error,
    );
    if (runs.length < 2) return undefined;
    const all = (pick: (figures: LighthouseFigures) => number[]) => runs.flatMap(pick);
    return {
      performance: Math.round(median(all((f) => f.performanceRuns))),
      tbtMs: Math.round(median(all((f) => f.tbtRuns))),
      lcpMs: Math.round(median(all((f) => f.lcpRuns))),
      fcpMs: Math.round(median(all((f) => f.fcpRuns))),
      firstLoadJsKb,
    };
  };
  const references: Partial<Record<Preset, ProbeReference>> = {};
  for (const preset of presets) references[preset] = reference(preset);
  return references;
}
