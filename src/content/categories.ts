import { z } from 'zod';

/** The portfolio and case-study categories, in tab order. Labels live in the message catalogs. */
export const categoryIds = [
  'web-development',
  'mobile-app',
  'web3',
  'ai-automation',
  'seo-digital-marketing',
  'crm-erp',
] as const;
export const categoryId = z.enum(categoryIds);
export type CategoryId = z.infer<typeof categoryId>;

/** The six services, in the order the site lists them. */
export const serviceIds = [
  'web-development',
  'mobile-apps',
  'web3',
  'ai-automation',
  'digital-marketing',
  'crm-erp-development',
] as const;
export const serviceId = z.enum(serviceIds);
export type ServiceId = z.infer<typeof serviceId>;
