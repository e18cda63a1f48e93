import { notFound } from 'next/navigation';
import { getDb } from '@/server/db';
import { getDocument } from '@/server/queries/documents';
import copy from '@messages/admin/menus.json';
import type { SectionProps } from '../collection/section-props';
import { SingleItemSection } from '../collection/single-item-section';
import { menusDefinition } from './definition';

/** The Menus section: the one `main` document in the form its definition draws. */
export async function MenusEditor({ item, collections }: SectionProps) {
  if (item !== undefined) notFound();
  const stored = await getDocument(getDb(), 'menus', 'main');
  if (!stored) notFound();
  return (
    <SingleItemSection
      name="menus"
      heading={copy.heading}
      intro={copy.intro}
      definition={menusDefinition}
      collections={collections}
      stored={stored}
    />
  );
}
