import { pricingCatalogueSchema, pricingTabId, type PricingCatalogue, type PricingCategory } from '@/content/pricing';
import copy from '@messages/admin/pricing.json';
import { defineCollection } from '../collection/definition';

/**
 * What a save may not change: the group and option ids (calculator links, shared estimates and quotes name them) in
 * their order, and which options are charged once.
 */
function catalogueStructure(categories: readonly PricingCategory[]): string {
  return JSON.stringify(
    categories.map((category) => [category.id, category.options.map((option) => [option.id, option.oneTime === true])]),
  );
}

/**
 * The pricing catalogues of the calculator (spec 001 "Pricing editor"): one per tab, a fixed set. Names, labels,
 * prices and notes change; the groups and options themselves are the calculator's. The form is the pricing editor's
 * own (collapsible options headed "label - $price"), on these fields and limits.
 */
export const pricingDefinition = defineCollection({
  collection: 'pricing',
  nav: { group: 'content' },
  section: 'pricing',
  singular: copy.singular,
  plural: copy.listLabel,
  schema: pricingCatalogueSchema,
  id: { kind: 'slug', schema: pricingTabId },
  fixed: true,
  hidden: ['id', 'order', 'label', 'description'],
  fields: [
    {
      name: 'categories',
      kind: 'groupList',
      label: copy.groups,
      item: copy.group,
      fields: [
        { name: 'name', kind: 'text', label: copy.groupName },
        {
          name: 'options',
          kind: 'groupList',
          label: copy.options,
          item: copy.option,
          fields: [
            { name: 'label', kind: 'text', label: copy.label },
            { name: 'price', kind: 'number', label: copy.price, help: copy.priceHint },
            { name: 'info', kind: 'textarea', label: copy.info },
          ],
        },
      ],
    },
  ],
  // zod's own wording ("expected int, received number") means little to an editor; every price error says the rule.
  messages: { price: copy.priceError },
  // A catalogue that is not stored is answered "not found" by the save itself.
  check: (values, { stored }) =>
    !stored || catalogueStructure(stored.categories) === catalogueStructure(values.categories as PricingCategory[])
      ? undefined
      : { form: copy.structureError },
  savedText: copy.savedText,
  blank: () => ({}),
  titleOf: (catalogue: PricingCatalogue) => catalogue.id.toUpperCase(),
  publicPaths: () => [],
  sorts: [{ id: 'order', label: copy.sorts.order, compare: (a, b) => a.order - b.order }],
  titleField: 'label',
});
