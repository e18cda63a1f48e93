import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeView } from '@/features/home/home-view';
import { organizationJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listClientLogos } from '@/server/queries/client-logos';
import { getPage } from '@/server/queries/pages';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';
import { getSiteSettings } from '@/server/queries/settings';
import { listTextTestimonials, listVideoTestimonials } from '@/server/queries/testimonials';

type Props = PageProps<'/[locale]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.home, seoKey: 'home' });
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const [page, site, projects, services, caseStudies, logos, testimonials, videos] = await Promise.all([
    getPage('home'),
    getSiteSettings(),
    listProjects(),
    listServices(),
    listCaseStudies(),
    listClientLogos(),
    listTextTestimonials(),
    listVideoTestimonials(),
  ]);
  if (!page) notFound();
  const byId = new Map(projects.map((project) => [project.id, project]));
  const featured = page.featuredProjectIds.flatMap((id) => byId.get(id) ?? []);

  return (
    <>
      <JsonLd data={organizationJsonLd(site, locale)} />
      <HomeView
        locale={locale}
        data={{ page, featured, projects, services, caseStudies, logos, testimonials, videos }}
      />
    </>
  );
}
