import { FaqList, type FaqItem } from '@/components/site/faq-list';
import { Section, SectionHeading } from '@/components/site/section';

/** A page's band of questions: its heading, then the questions as a disclosure list. */
export function FaqSection({
  id,
  eyebrow,
  title,
  items,
  tone,
}: {
  id: string;
  eyebrow: string;
  title: string;
  items: FaqItem[];
  tone?: 'muted';
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <div className="mt-12">
        <FaqList items={items} />
      </div>
    </Section>
  );
}
