/**
 * The admin's own pages that are linked from more than one place. A module of their own: client code of the public
 * site imports `paths`, and nothing of the admin may travel with it (the bench's forbidden-code check).
 */
export const adminPaths = {
  overview: '/admin/overview',
  account: '/admin/account',
  translations: '/admin/translations',
  webhooks: '/admin/webhooks',
  leads: '/admin/leads',
  lead: (id: string) => `/admin/leads/${id}`,
  leadDeleted: '/admin/leads?deleted=1',
  leadsExport: '/admin/leads/export',
  dataRequests: '/admin/privacy',
  dataRequest: (email: string) => `/admin/privacy?${new URLSearchParams({ email })}`,
  dataRequestExport: (email: string) => `/admin/privacy/export?${new URLSearchParams({ email })}`,
} as const;
