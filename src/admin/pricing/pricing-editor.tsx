import { clsx } from 'clsx';
import { notFound } from 'next/navigation';
import type { PricingCatalogue } from '@/content/pricing';
import { paths } from '@/lib/paths';
import { isRecurringTab } from '@/lib/pricing';
import { getDb } from '@/server/db';
import { draftInfoOf, getDraft } from '@/server/queries/drafts';
import { documentHistory } from '@/server/queries/history';
import { getPricingCatalogueForEdit, listPricingCatalogues } from '@/server/queries/pricing';
import copy from '@messages/admin/pricing.json';
import { editSchemaOf } from '../collection/definition';
import type { SectionProps } from '../collection/section-props';
import { formFields } from '../collection/form-fields';
import { typedEditorActions } from '../collection/typed-actions';
import { pickFields } from '../editor-actions';
import { pricingDefinition } from './definition';
import { staleTranslations } from '@/server/queries/translations';
import { PricingForm, type PricingEdit } from './pricing-form-client';

/** The spec names Web3 and ERP pricing first; the other catalogues follow in the calculator's order. */
const leading = ['web3', 'erp'];
const rank = (catalogue: PricingCatalogue) => {
  const index = leading.indexOf(catalogue.id);
  return index === -1 ? leading.length + catalogue.order : index;
};

/**
 * Spec 001 "Pricing editor": one tab per catalogue, the open one named in the URL (`/admin/pricing/web3`, so reload
 * and back keep the place; `/admin/pricing` opens the first tab), its groups and options below.
 */
export async function PricingEditor({ item: catalogueId, collections }: SectionProps) {
  const catalogues = (await listPricingCatalogues()).sort((a, b) => rank(a) - rank(b));
  const openId = catalogueId ?? catalogues[0]?.id;
  const stored = openId ? await getPricingCatalogueForEdit(openId) : undefined;
  if (catalogueId && !stored) notFound();
  if (!stored) return <p className="py-16 text-center text-slate-600 dark:text-slate-300">{copy.empty}</p>;
  const catalogue = stored.data;
  const history = await documentHistory(getDb(), 'pricing', catalogue.id, stored);
  const edit = editSchemaOf(pricingDefinition);
  const actions = typedEditorActions<PricingEdit>(collections.actionsOf(pricingDefinition));
  const draft = await getDraft(getDb(), 'pricing', catalogue.id);

  return (
    <div className="space-y-6">
      <nav aria-label={copy.listLabel}>
        <ul className="flex flex-wrap gap-2">
          {catalogues.map(({ id }) => (
            <li key={id}>
              <a
                href={`/admin/pricing/${id}`}
                aria-current={id === catalogue.id ? 'page' : undefined}
                className={clsx(
                  'inline-block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ember-600',
                  id === catalogue.id
                    ? 'bg-ember-700 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {copy.tabs[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-xl font-bold">{copy.tabs[catalogue.id]}</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {copy.intro} {isRecurringTab(catalogue.id) && copy.recurringIntro}
        </p>
        <p className="mt-1 mb-6 text-sm">
          <a
            href={`${paths.pricing}?tab=${catalogue.id}`}
            className="font-medium text-ember-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500"
          >
            {copy.viewCalculator}
          </a>
        </p>
        <PricingForm
          key={`${catalogue.id}-${stored.version}-${draft?.version ?? 0}`}
          id={catalogue.id}
          version={stored.version}
          values={pickFields(edit, (draft ?? stored).data) as PricingEdit}
          history={history}
          save={actions.save}
          restore={actions.restore}
          draft={draftInfoOf(draft)}
          saveDraft={actions.saveDraft}
          discardDraft={actions.discardDraft}
          compare={actions.compare}
          stale={await staleTranslations(getDb(), 'pricing', catalogue.id)}
          markCurrent={actions.markCurrent}
          presence={actions.presence}
          fields={formFields(edit, pricingDefinition.fields)}
        />
      </section>
    </div>
  );
}
