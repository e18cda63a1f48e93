import { Code2 } from '@/components/icons';
import { techIcon } from '@/lib/tech-icons';

/** A technology with its icon from the icon table, or the default icon for a name the table does not know. */
export function TechBadge({ name }: { name: string }) {
  const icon = techIcon(name);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      {icon ? (
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-xs font-bold text-white"
          style={{ backgroundColor: icon.color }}
          data-icon="known"
        >
          {icon.mark}
        </span>
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          data-icon="default"
        >
          <Code2 className="size-5" />
        </span>
      )}
      <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{name}</span>
    </li>
  );
}
