import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

/** Get in Touch and View Pricing, the closing pair of the services and process pages. */
export async function ContactPricingActions() {
  const t = await getTranslations('actions');
  return (
    <>
      <Link
        href={paths.contact}
        className={buttonVariants({ size: 'lg' })}
        data-track="Contact us"
        data-track-id="cta-band-contact"
      >
        {t('getInTouch')}
      </Link>
      <Link
        href={paths.pricing}
        className={buttonVariants({ variant: 'inverse', size: 'lg' })}
        data-track="Pricing calculator"
        data-track-id="cta-band-pricing"
      >
        {t('viewPricing')}
      </Link>
    </>
  );
}
