/** The note's words in the page's language (messages/<locale>/shell.json `preview`). */
interface PreviewLabels {
  note: string;
  answer: string;
  approved: string;
  changes: string;
  comment: string;
  approve: string;
  requestChanges: string;
}

/**
 * The note a draft's preview carries (src/server/preview.ts), drawn over the foot of the window so the page's own layout
 * stays exactly as it will be published, in the page's language. With a client's review link it holds the answer form:
 * a plain HTML form posted to /api/review, so it works without script and ships none.
 */
export function PreviewBanner({
  labels,
  review,
}: {
  labels: PreviewLabels;
  review?: { token: string; decision: 'approved' | 'changes' | null; comment: string | null };
}) {
  return (
    <div
      role="note"
      aria-label={labels.note}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex justify-center px-3 pb-3"
    >
      <div
        className={`pointer-events-auto rounded-2xl bg-amber-300 px-4 py-2 text-sm text-slate-950 shadow-lg ring-1 ring-amber-700/30 ${review ? 'w-full max-w-md' : ''}`}
      >
        <p className="font-semibold">{labels.note}</p>
        {review && (
          <details className="mt-1" open={review.decision === null}>
            <summary className="cursor-pointer font-medium underline underline-offset-2">
              {review.decision === 'approved'
                ? labels.approved
                : review.decision === 'changes'
                  ? labels.changes
                  : labels.answer}
            </summary>
            <form method="post" action="/api/review" className="mt-2 space-y-2">
              <input type="hidden" name="token" value={review.token} />
              <label className="block font-medium" htmlFor="review-comment">
                {labels.comment}
              </label>
              <textarea
                id="review-comment"
                dir="auto"
                name="comment"
                maxLength={2000}
                rows={3}
                defaultValue={review.comment ?? ''}
                className="block w-full rounded-md border border-amber-700/40 bg-white px-2 py-1 text-slate-950"
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="submit"
                  name="decision"
                  value="approved"
                  className="rounded-md bg-slate-950 px-3 py-1.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950"
                >
                  {labels.approve}
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="changes"
                  className="rounded-md border border-slate-950 bg-white px-3 py-1.5 font-semibold text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950"
                >
                  {labels.requestChanges}
                </button>
              </div>
            </form>
          </details>
        )}
      </div>
    </div>
  );
}
