import type { Metadata } from 'next';
import { GoneView, goneMetadata } from '@/components/site/gone-view';
import { pageLocale } from '@/i18n/params';

type Props = PageProps<'/[locale]/page-gone'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return goneMetadata();
}

/**
 * The 410 page of the addresses of deleted content (items in the trash), rendered on the server like any page.
 * server.mjs finds those addresses and proxy.ts rewrites them here with status 410; asked for by its own address, this
 * is no page, so that is a 404.
 */
export default async function PageGone({ params }: Props) {
  await pageLocale(params);
  return <GoneView />;
}
