import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata } from '@/components/site/not-found-view';
import { pageLocale } from '@/i18n/params';

type Props = PageProps<'/[locale]/page-not-found'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return notFoundMetadata();
}

/**
 * The 404 page of every path no page claims, rendered on the server like any page. proxy.ts rewrites those paths here
 * with status 404; its own address is no page either, so it is a 404 too.
 */
export default async function PageNotFound({ params }: Props) {
  await pageLocale(params);
  return <NotFoundView />;
}
