import { notFound } from 'next/navigation';
import { getSiteSettingsForEdit } from '@/server/queries/settings';
import copy from '@messages/admin/settings.json';
import type { SectionProps } from '../collection/section-props';
import { SingleItemSection } from '../collection/single-item-section';
import { settingsDefinition } from './definition';

/** The Settings section: the one `site` document in the form its definition draws. */
export async function SettingsEditor({ item, collections }: SectionProps) {
  if (item !== undefined) notFound();
  const stored = await getSiteSettingsForEdit();
  if (!stored) notFound();
  return (
    <SingleItemSection
      name="settings"
      heading={copy.heading}
      intro={copy.intro}
      definition={settingsDefinition}
      collections={collections}
      stored={stored}
    />
  );
}
