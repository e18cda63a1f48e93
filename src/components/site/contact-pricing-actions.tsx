import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

/** Get in Touch and View Pricing, the closing pair of the services and process pages. */
export async function ContactPricingActions() {
  const t = await getTranslations('actions');
  return (
    <>
      <Link href={paths.contact} className={buttonVariants({ size: 'lg' })}>
        {t('getInTouch')}
      </Link>
      <Link href={paths.pricing} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
        {t('viewPricing')}
      </Link>
    </>
  );
}
