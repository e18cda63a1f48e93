import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { JsonLd, organizationJsonLd } from '@/features/seo/json-ld';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getSiteSettings } from '@/server/queries/settings';

const route = comingSoonRoute({ name: 'contact', seoKey: 'contact', path: paths.contact });
export const generateMetadata = route.generateMetadata;

export default async function ContactPage(props: PageProps<'/[locale]/contact-us'>) {
  const [locale, site] = await Promise.all([pageLocale(props.params), getSiteSettings()]);
  return (
    <>
      <JsonLd data={organizationJsonLd(site, locale)} />
      <route.Page {...props} />
    </>
  );
}
