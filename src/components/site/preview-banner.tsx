/**
 * The line a draft's preview carries (src/server/preview.ts), drawn over the foot of the window so the page's own layout
 * stays exactly as it will be published; in English, as the admin is. Plain HTML: no script ships with it.
 */
export function PreviewBanner() {
  return (
    <div
      role="note"
      lang="en"
      dir="ltr"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex justify-center px-3 pb-3"
    >
      <p className="pointer-events-auto rounded-full bg-amber-300 px-4 py-1.5 text-sm font-semibold text-slate-950 shadow-lg ring-1 ring-amber-700/30">
        Preview of a draft — not public
      </p>
    </div>
  );
}
