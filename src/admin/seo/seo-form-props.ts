import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/server/db';
import { draftInfoOf, getDraft } from '@/server/queries/drafts';
import { documentHistory } from '@/server/queries/history';
import { getSeoEntryForEdit } from '@/server/queries/seo';
import { staleTranslations } from '@/server/queries/translations';
import { editSchemaOf } from '../collection/definition';
import type { Collections } from '../collection/section-props';
import { formFields } from '../collection/form-fields';
import { typedEditorActions } from '../collection/typed-actions';
import { editorIcons } from '../editor-icons';
import { pickFields } from '../editor-actions';
import { seoDefinition } from './definition';
import type { SeoPage } from './pages';
import type { SeoEdit, SeoFormProps } from './seo-form-client';

/**
 * What the SEO form of one page is drawn with, in the SEO editor and in an item's side panel: its entry (or, for an
 * item's page without one, the entry its first save will create), the draft it opens on, its history and actions.
 * The key moves with the draft, so a form drawn again after a save starts from what was kept.
 */
export async function seoFormProps(
  page: SeoPage,
  backHref: string,
  collections: Collections,
  /**
   * In an item's side panel: the form keeps no drafts of its own (beside the item's, two autosaving forms would be one
   * too many) and opens on the published entry; a draft made in the SEO editor stays there, and a publish from the
   * panel is told of it rather than dropping it.
   */
  { inPanel = false }: { inPanel?: boolean } = {},
): Promise<(SeoFormProps & { key: string; hasEntry: boolean }) | undefined> {
  const stored = await getSeoEntryForEdit(page.id);
  const edit = editSchemaOf(seoDefinition);
  // An entry's draft, when it has one, is what the form opens on (a page without an entry has none).
  const draft = stored && !inPanel ? await getDraft(getDb(), 'seo', stored.data.id) : undefined;
  const values = stored ? (pickFields(edit, (draft ?? stored).data) as SeoEdit) : page.draft;
  if (!values) return undefined;
  const actions = typedEditorActions<SeoEdit>(collections.actionsOf(seoDefinition));
  return {
    key: `${page.id}-${draft?.version ?? 0}`,
    hasEntry: Boolean(stored),
    id: page.id,
    // Version 0: the page has no entry yet, and the first save creates it.
    version: stored?.version ?? 0,
    values,
    history: stored ? await documentHistory(getDb(), 'seo', stored.data.id, stored) : [],
    page: page.name,
    siteUrl: env().SITE_URL,
    path: page.path,
    backHref,
    icons: editorIcons(),
    save: actions.save,
    restore: actions.restore,
    draft: draftInfoOf(draft),
    saveDraft: stored && !inPanel ? actions.saveDraft : undefined,
    inPanel,
    discardDraft: actions.discardDraft,
    compare: actions.compare,
    stale: await staleTranslations(getDb(), 'seo', page.id),
    markCurrent: actions.markCurrent,
    presence: stored && actions.presence,
    fields: formFields(edit, seoDefinition.fields),
  };
}
