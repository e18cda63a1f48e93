import { siteSettingsSchema, type SiteSettings } from '@/content/site-settings';
import { env } from '@/lib/env';
import copy from '@messages/admin/settings.json';
import { defineCollection } from '../collection/definition';
import { fill } from '../fill';

const days = (['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const).map((day) => ({
  value: day,
  label: copy.days[day],
}));

/** Where a form's message goes: the server's setting wins over the field, and the form says so beside it. */
const inboxHint = (setting: 'CONTACT_EMAIL' | 'PARTNERS_EMAIL', hint: string) => () => {
  const override = env()[setting];
  return override ? `${hint} ${fill(copy.overridden, { setting, address: override })}` : hint;
};

/**
 * What every page shows about the company (issue 27 "Site settings"): one document, `site`, edited in one form with
 * history like any other. Its items are a fixed set of one: nothing to create or delete.
 */
export const settingsDefinition = defineCollection({
  collection: 'settings',
  nav: { group: 'site' },
  section: 'settings',
  itemPath: '/admin/settings',
  singular: copy.heading,
  plural: copy.heading,
  schema: siteSettingsSchema,
  id: { kind: 'slug' },
  fixed: true,
  hidden: ['id', 'serviceFallback'],
  fields: [
    { name: 'name', kind: 'plain', label: copy.name, help: copy.nameHint },
    { name: 'legalName', kind: 'plain', label: copy.legalName, help: copy.legalNameHint },
    { name: 'blurb', kind: 'textarea', label: copy.blurb, help: copy.blurbHint },
    { name: 'phone', kind: 'plain', label: copy.phone, help: copy.phoneHint },
    {
      name: 'emails',
      kind: 'group',
      label: copy.emails,
      fields: [
        {
          name: 'contact',
          kind: 'plain',
          label: copy.contactEmail,
          help: inboxHint('CONTACT_EMAIL', copy.contactEmailHint),
        },
        {
          name: 'partnerships',
          kind: 'plain',
          label: copy.partnershipsEmail,
          help: inboxHint('PARTNERS_EMAIL', copy.partnershipsEmailHint),
        },
      ],
    },
    {
      name: 'address',
      kind: 'group',
      label: copy.address,
      fields: [
        { name: 'street', kind: 'plain', label: copy.street },
        { name: 'city', kind: 'plain', label: copy.city },
        { name: 'region', kind: 'plain', label: copy.region },
        { name: 'postalCode', kind: 'plain', label: copy.postalCode },
        { name: 'country', kind: 'plain', label: copy.country, help: copy.countryHint },
      ],
    },
    {
      name: 'openingHours',
      kind: 'groupList',
      label: copy.openingHours,
      item: copy.openingHoursItem,
      help: copy.openingHoursHint,
      fields: [
        { name: 'days', kind: 'choices', label: copy.openingDays, options: days },
        { name: 'opens', kind: 'plain', label: copy.opens, help: copy.timeHint },
        { name: 'closes', kind: 'plain', label: copy.closes, help: copy.timeHint },
      ],
    },
    {
      name: 'socials',
      kind: 'group',
      label: copy.socials,
      fields: [
        { name: 'x', kind: 'url', label: copy.networks.x },
        { name: 'linkedin', kind: 'url', label: copy.networks.linkedin },
        { name: 'instagram', kind: 'url', label: copy.networks.instagram },
      ],
    },
    { name: 'foundedYear', kind: 'number', label: copy.foundedYear },
    {
      name: 'claims',
      kind: 'group',
      label: copy.claims,
      help: copy.claimsHint,
      fields: [
        { name: 'brands', kind: 'plain', label: copy.brands },
        { name: 'downloads', kind: 'plain', label: copy.downloads },
        { name: 'repeatProjects', kind: 'plain', label: copy.repeatProjects },
        { name: 'support', kind: 'plain', label: copy.support },
        { name: 'completedProjects', kind: 'plain', label: copy.completedProjects },
        { name: 'veteranDiscountPercent', kind: 'number', label: copy.veteranDiscount },
      ],
    },
  ],
  messages: { phone: copy.phoneError, 'address.country': copy.countryError },
  savedText: copy.savedText,
  blank: () => ({}),
  titleOf: (settings: SiteSettings) => settings.name,
  publicPaths: () => [],
  sorts: [{ id: 'name', label: copy.sorts.name, compare: () => 0 }],
  titleField: 'name',
});
