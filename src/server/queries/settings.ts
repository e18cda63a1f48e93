import 'server-only';
import type { SiteSettings } from '@/content/site-settings';
import { byId, collectionQueries } from './collection';

const settings = collectionQueries('settings', byId);
export const getSiteSettingsForEdit = () => settings.getForEdit('site');

/** The site settings; every page needs them, so their absence is a deployment error, not a visitor's. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const site = await settings.get('site');
  if (!site) throw new Error('Site settings are missing: the database was not seeded');
  return site;
}
