import { LocalLink } from '@/components/site/local-link';
import { buttonVariants } from '@/components/ui/button';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';

/** Get in Touch and View Pricing, the closing pair of the services and process pages. */
export function ContactPricingActions({ t, locale }: { t: Translator; locale: Locale }) {
  return (
    <>
      <LocalLink
        locale={locale}
        href={paths.contact}
        className={buttonVariants({ size: 'lg' })}
        data-track="Contact us"
        data-track-id="cta-band-contact"
      >
        {t('actions.getInTouch')}
      </LocalLink>
      <LocalLink
        locale={locale}
        href={paths.pricing}
        className={buttonVariants({ variant: 'inverse', size: 'lg' })}
        data-track="Pricing calculator"
        data-track-id="cta-band-pricing"
      >
        {t('actions.viewPricing')}
      </LocalLink>
    </>
  );
}
