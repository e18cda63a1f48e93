import { ShieldCheck } from '@/components/icons';

/** What a person sees of a section their role does not include (the role was checked in server code before this). */
export function NotForRole({ title, text }: { title: string; text: string }) {
  return (
    <section
      aria-labelledby="not-for-role"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <ShieldCheck aria-hidden="true" className="mx-auto size-8 text-ember-600" />
      <h2 id="not-for-role" className="mt-3 text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
    </section>
  );
}
