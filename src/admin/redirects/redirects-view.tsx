import { notFound } from 'next/navigation';
import { adminTime, isoTime } from '@/lib/admin-time';
import { requireRight } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import { listRedirects, type Redirect } from '@/server/queries/redirects';
import { hitCounter } from '@/server/redirect-hits';
import { SectionPage } from '../section-page';
import copy from '@messages/admin/redirects.json';
import { NotForRole } from '../not-for-role';
import { deleteRedirectAction, saveRedirectAction } from './actions';
import { DeleteRedirect, RedirectForm } from './redirect-form-client';
import { sitePages } from './site-pages';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const panel = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function Source({ redirect }: { redirect: Redirect }) {
  return (
    <>
      <span dir="ltr" className="font-mono text-sm break-all">
        {redirect.source}
      </span>
      {redirect.localized && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">{copy.everyLanguage}</span>
      )}
    </>
  );
}

function Target({ target, permanent }: { target: string | null; permanent: boolean }) {
  if (target === null)
    return (
      <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        {copy.gone}
      </span>
    );
  return (
    <>
      <a href={target} dir="ltr" className="font-mono text-sm break-all text-ember-700 underline dark:text-ember-500">
        {target}
      </a>
      {!permanent && (
        <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          {copy.temporaryBadge}
        </span>
      )}
    </>
  );
}

/**
 * `/admin/redirects`, owners only (checked here, and by each action): every old address with where it leads, how
 * often it was used and by whom it was made; add one (`?from=` fills in From: "Redirect this" on the analytics'
 * missing pages), edit one (`/admin/redirects/<id>`) or delete one.
 */
export async function RedirectsView({ item, query }: { item?: string; query: Query }) {
  if (!(await requireRight('manage', '/admin/redirects')))
    return <NotForRole title={copy.ownersOnlyTitle} text={copy.ownersOnlyText} />;
  const db = getDb();
  const [redirects, pages] = await Promise.all([listRedirects(db), sitePages()]);
  const editing = item === undefined ? undefined : redirects.find((redirect) => String(redirect.id) === item);
  if (item !== undefined && !editing) notFound();
  const hits = hitCounter(getDb);
  const from = one(query.from)?.slice(0, 500);

  return (
    <SectionPage id="redirects" heading={copy.heading} intro={copy.intro}>
      <div className={panel}>
        <h3 className="mb-4 text-lg font-semibold">{editing ? copy.editHeading : copy.addHeading}</h3>
        <RedirectForm
          key={editing?.id ?? `new-${from ?? ''}`}
          id={editing?.id}
          source={editing?.source ?? from}
          target={editing?.target ?? ''}
          permanent={editing?.permanent ?? true}
          pages={pages}
          save={saveRedirectAction}
          doneHref="/admin/redirects"
        />
      </div>
      {redirects.length === 0 ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-300">{copy.empty}</p>
      ) : (
        <div
          role="region"
          aria-labelledby="redirects-heading"
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full min-w-[44rem] text-start text-sm">
            <caption className="sr-only">{copy.heading}</caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  {copy.from}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {copy.to}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {copy.kind}
                </th>
                <th scope="col" className="px-4 py-3 text-end">
                  {copy.hits}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {copy.lastHit}
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{copy.edit}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {redirects.map((redirect) => (
                <tr key={redirect.id} aria-current={redirect.id === editing?.id ? 'true' : undefined}>
                  <td className="px-4 py-3 align-top">
                    <Source redirect={redirect} />
                  </td>
                  <td className="px-4 py-3 align-top">
                    <Target target={redirect.target} permanent={redirect.permanent} />
                  </td>
                  <td className="px-4 py-3 align-top">
                    {copy.kinds[redirect.kind]}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{redirect.createdBy}</span>
                  </td>
                  <td className="px-4 py-3 text-end align-top tabular-nums">
                    {redirect.hits + hits.pending(redirect.id)}
                  </td>
                  <td className="px-4 py-3 align-top">
                    {redirect.lastHitAt ? (
                      <time dateTime={isoTime(redirect.lastHitAt)}>{adminTime(redirect.lastHitAt)}</time>
                    ) : (
                      copy.never
                    )}
                  </td>
                  <td className="px-4 py-3 align-top">
                    <span className="flex justify-end gap-2">
                      <a
                        href={`/admin/redirects/${redirect.id}`}
                        aria-label={`${copy.edit} ${redirect.source}`}
                        className="rounded-lg px-3 py-1.5 text-sm font-medium text-ember-700 hover:bg-ember-50 dark:text-ember-500 dark:hover:bg-slate-800"
                      >
                        {copy.edit}
                      </a>
                      <DeleteRedirect id={redirect.id} source={redirect.source} remove={deleteRedirectAction} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionPage>
  );
}
