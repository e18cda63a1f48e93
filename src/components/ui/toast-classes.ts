/**
 * The toast region's classes. The public site's toaster gets them from the server (SiteToaster's `classNames`), so the
 * script every public page loads does not carry them; the admin's client components import them directly.
 */
export const toastClassNames = {
  region: 'pointer-events-none fixed inset-x-4 top-20 z-[60] flex justify-center sm:inset-x-auto sm:end-6',
  toast: 'pointer-events-auto flex w-full max-w-sm gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-card-in',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  close:
    'inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10',
};
