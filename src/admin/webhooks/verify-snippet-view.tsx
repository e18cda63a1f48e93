import copy from '@messages/admin/webhooks.json';
import { panel } from './panel';
import { verifySnippet } from '@/server/webhooks/verify-snippet';

/** What the receiving developer needs: the headers, the signature's recipe, and code that checks it. */
export function VerifySnippet() {
  return (
    <section aria-labelledby="webhooks-verify" className={panel}>
      <h3 id="webhooks-verify" className="text-lg font-semibold">
        {copy.verifyHeading}
      </h3>
      <p className="mt-2 max-w-prose text-sm text-slate-600 dark:text-slate-300">{copy.verifyIntro}</p>
      <pre
        dir="ltr"
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-lg bg-slate-950 p-4 text-xs leading-relaxed text-slate-100"
      >
        <code>{verifySnippet}</code>
      </pre>
    </section>
  );
}
