import { Calculator, MessageSquare } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/site/cta-band';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

/** "Ready to Achieve Similar Results?" with Get a Quote and Discuss Your Project: the close of the list and of each study. */
export async function CaseStudiesCta() {
  const [t, tActions] = await Promise.all([getTranslations('caseStudies'), getTranslations('actions')]);
  return (
    <CtaBand
      title={t('ctaTitle')}
      text={t('ctaText')}
      actions={
        <>
          <Link href={paths.pricing} className={buttonVariants({ size: 'lg' })}>
            <Calculator aria-hidden="true" />
            {tActions('getQuote')}
          </Link>
          <Link href={paths.contact} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            <MessageSquare aria-hidden="true" />
            {tActions('discussProject')}
          </Link>
        </>
      }
    />
  );
}
