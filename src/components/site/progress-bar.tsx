import { progressMax, progressPercent } from '@/lib/progress';

/** An accessible progress bar (role progressbar with its value and bounds) showing a labelled percentage. */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
}: {
  label: string;
  value: number;
  max?: number;
  valueText: string;
}) {
  const bound = progressMax(max);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span aria-hidden="true" className="font-medium text-slate-800 dark:text-slate-200">
          {label}
        </span>
        <span aria-hidden="true" className="font-semibold text-ember-700 tabular-nums dark:text-ember-500">
          {valueText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={bound}
        aria-valuetext={valueText}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-ember-500 to-ember-700 rtl:bg-gradient-to-l"
          style={{ width: `${progressPercent(value, bound)}%` }}
        />
      </div>
    </div>
  );
}
