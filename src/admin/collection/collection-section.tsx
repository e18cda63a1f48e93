import { notFound } from 'next/navigation';
import { NotForRole } from '../not-for-role';
import { adminCopy } from '../copy';
import { can } from '@/lib/roles';
import { ArrowLeft } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import type { CollectionName, DocumentOf } from '@/content';
import { env } from '@/lib/env';
import { localizedPath } from '@/lib/paths';
import type { AdminSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { readCollection, type StoredDocument } from '@/server/queries/documents';
import { draftInfoOf, getDraft, type StoredDraft } from '@/server/queries/drafts';
import { linkState, listReviewLinks, REVIEW_LINK_DAYS } from '@/server/queries/review-links';
import { ReviewLinks } from '../review/review-links-client';
import { scheduleView } from '@/server/content/schedule';
import { itemSchedules } from '@/server/queries/schedules';
import { staleTranslations } from '@/server/queries/translations';
import { documentHistory } from '@/server/queries/history';
import { takenOff } from '@/server/queries/unpublish';
import { adminTime } from '@/lib/admin-time';
import collectionsCopy from '@messages/admin/collections.json';
import editorCopy from '@messages/admin/editor.json';
import { pickFields } from '../editor-actions';
import { editorIcons } from '../editor-icons';
import { fill } from '../fill';
import { AddressControl } from './address-client';
import { CollectionForm, type NewAddress } from './collection-form-client';
import { CollectionList } from './collection-list';
import { editSchemaOf, type CollectionDefinition } from './definition';
import type { Collections } from './section-props';
import { formFields } from './form-fields';
import { ItemActions } from './item-actions-client';
import { PublishState } from './publish-state';
import { blockSharing, relationOptions } from './relations';
import { UsageList } from './usage-list';
import { blankValues } from './values';

type Query = Record<string, string | string[] | undefined>;

const panel = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900';

function BackToList({ href }: { href: string }) {
  return (
    <a href={href} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
      {editorCopy.backToList}
    </a>
  );
}

/**
 * One collection's admin, from its definition: `/admin/<section>` the list, `/admin/<section>/new` the form of a new
 * item, `/admin/<section>/<id>` the item's editor with Duplicate and Delete.
 */
export async function CollectionSection<C extends CollectionName>({
  definition,
  collections,
  item,
  query,
  session,
  listHref = `/admin/${definition.section}`,
  closeOnSave = false,
}: {
  definition: CollectionDefinition<C>;
  collections: Collections;
  item?: string;
  query: Query;
  session: AdminSession;
  /** Where Back to List goes (a section with tabs keeps its tab). */
  listHref?: string;
  /** Saving goes back to the list (spec 001's case-studies editor) instead of keeping the editor open. */
  closeOnSave?: boolean;
}) {
  const fields = formFields(editSchemaOf(definition), definition.fields);
  const icons = editorIcons();
  const actions = collections.actionsOf(definition);
  const itemPattern = definition.itemPath ?? `/admin/${definition.section}/{id}`;
  const c = collectionsCopy;
  // The page a new item will have, `{id}` standing for its address (the definition's paths of a stand-in item).
  const samplePath = (id: string) =>
    definition.publicPaths({ ...definition.blank(), id, slug: id } as DocumentOf<C>)[0];

  if (item === undefined)
    return <CollectionList definition={definition} actions={actions} query={query} session={session} base={listHref} />;
  if (item === 'new') {
    if (definition.fixed) notFound();
    // A translator writes the texts of what exists; a new item is a contributor's, an editor's or an owner's.
    if (!can(session.user.role, 'draft'))
      return (
        <NotForRole
          title={fill(adminCopy.panel.notForRoleTitle, {
            section: fill(c.creating, { singular: definition.singular.toLowerCase() }),
          })}
          text={fill(adminCopy.panel.notForRoleText, {
            role: adminCopy.roles.names[session.user.role],
            rights: adminCopy.roles.rights[session.user.role],
          })}
        />
      );
    const relations = await relationOptions(definition.fields, undefined, collections);
    const path = samplePath('{id}');
    const address: NewAddress | undefined =
      definition.id.kind === 'slug'
        ? { kind: 'slug', pathOf: path ?? '{id}' }
        : path
          ? { kind: 'number', pathOf: path }
          : undefined;
    return (
      <section className={panel}>
        <BackToList href={listHref} />
        <h2 className="mt-4 mb-6 text-xl font-bold">
          {fill(c.creating, { singular: definition.singular.toLowerCase() })}
        </h2>
        <CollectionForm
          itemPath={itemPattern}
          singular={definition.singular}
          fields={fields}
          relations={relations}
          id="new"
          version={0}
          values={blankValues(fields, definition.blank())}
          history={[]}
          save={actions.save}
          restore={actions.restore}
          create={actions.create}
          address={address}
          titleField={definition.titleField}
          icons={icons}
          livePreview={definition.livePreview}
          sharing={blockSharing(definition.fields, collections)}
        />
      </section>
    );
  }

  const items = (await readCollection(getDb(), definition.collection)) as ReadonlyMap<string, StoredDocument<C>>;
  const stored = items.get(item);
  if (!stored) {
    // A new item kept as a draft, never published: its editor, without what only a published item has.
    const draft = definition.fixed ? undefined : await getDraft(getDb(), definition.collection, item);
    if (!draft || draft.baseVersion !== 0) notFound();
    const publicPath = definition.publicPaths(draft.data)[0];
    const off = await takenOff(getDb(), definition.collection, item);
    return (
      <section className={panel}>
        <BackToList href={listHref} />
        <h2 className="mt-4 text-xl font-bold">{fill(c.editing, { title: definition.titleOf(draft.data) })}</h2>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
          {off ? (
            <>
              {fill(c.takenOff, { when: adminTime(off.at), by: off.by })}
              {publicPath && ` ${fill(c.takenOffAddress, { path: publicPath, version: off.version + 1 })}`}
            </>
          ) : (
            <>
              <PublishState changed={false} unpublished />
              {publicPath && ` ${fill(c.unpublishedAddress, { path: publicPath })}`}
            </>
          )}
        </p>
        <ItemForm definition={definition} collections={collections} draftOnly={draft} listHref={listHref} />
      </section>
    );
  }
  const title = definition.titleOf(stored.data);
  const publicPath = definition.publicPaths(stored.data)[0];
  const renamable = !definition.fixed && definition.id.kind === 'slug' && publicPath !== undefined;
  // An owner deleting an item with a page may send its visitors to another item's page (a 301) instead of a 410.
  const replacements =
    can(session.user.role, 'manage') && publicPath
      ? [...items.values()]
          .filter((other) => String(other.data.id) !== item)
          .map((other) => ({ id: String(other.data.id), title: definition.titleOf(other.data) }))
          .sort((a, b) => a.title.localeCompare(b.title))
      : undefined;
  return (
    <section className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToList href={listHref} />
        <span className="flex flex-wrap gap-1">
          {definition.seoKeyOf && <SearchAppearance seoKey={definition.seoKeyOf(stored.data)} />}
          {publicPath && <ViewOnSite path={publicPath} />}
        </span>
      </div>
      <h2 className="mt-4 text-xl font-bold">{fill(c.editing, { title })}</h2>
      {renamable && can(session.user.role, 'publish') ? (
        <AddressControl
          id={item}
          version={stored.version}
          pathOf={samplePath('{id}') ?? '{id}'}
          itemPath={itemPattern}
          rename={actions.rename}
        />
      ) : (
        publicPath && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {fill(c.addressFixed, { path: publicPath })}
            {/* A fixed page's address is the site's own; a numbered item's stays as created. */}
            {!definition.fixed && ` · ${c.addressFixedHint}`}
          </p>
        )
      )}
      <div className="mt-4 mb-6">
        {!definition.fixed && (
          <ItemActions
            itemPath={itemPattern}
            listHref={listHref}
            id={item}
            version={stored.version}
            title={title}
            trashDays={env().TRASH_RETENTION_DAYS}
            isOwner={can(session.user.role, 'manage')}
            duplicate={actions.duplicate}
            remove={actions.remove}
            unpublish={actions.unpublish}
            replacements={replacements}
          />
        )}
      </div>
      {definition.showUsages && <UsageList definition={definition} id={item} collections={collections} />}
      <ItemForm
        definition={definition}
        collections={collections}
        stored={stored}
        closeTo={closeOnSave ? listHref : undefined}
      />
    </section>
  );
}

/** The item's entry in the SEO editor: its title tag, description and sharing image. */
export function SearchAppearance({ seoKey }: { seoKey: string }) {
  return (
    <a href={`/admin/seo/${seoKey}`} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      {collectionsCopy.seoLink}
    </a>
  );
}

export function ViewOnSite({ path }: { path: string }) {
  return (
    <a href={localizedPath('en', path)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      {collectionsCopy.viewOnSite}
    </a>
  );
}

/**
 * A stored item's form, from its definition: the fields with the schema's limits, its relations and its history. Or,
 * with `draftOnly`, the form of a new item's draft never published: no history yet, and Publish changes publishes it.
 */
export async function ItemForm<C extends CollectionName>({
  definition,
  collections,
  closeTo,
  listHref,
  ...item
}: {
  definition: CollectionDefinition<C>;
  collections: Collections;
  /** Where a save takes the admin (an editor that closes on save); else the editor stays open. */
  closeTo?: string;
  /** Where a discarded new item's editor goes (it has nothing left to show). */
  listHref?: string;
} & ({ stored: StoredDocument<C>; draftOnly?: never } | { draftOnly: StoredDraft<C>; stored?: never })) {
  const edit = editSchemaOf(definition);
  const stored = item.stored;
  const data = stored?.data ?? item.draftOnly!.data;
  const id = String(data.id);
  const actions = collections.actionsOf(definition);
  // The form opens on the item's draft when it has one; the site keeps showing the published version.
  const draft = item.draftOnly ?? (await getDraft(getDb(), definition.collection, id));
  const previewPath = definition.publicPaths(data)[0];
  const links = previewPath ? await listReviewLinks(getDb(), definition.collection, id) : [];
  return (
    <>
      <CollectionForm
        // The form keeps its own state from the answers to its saves (values, versions, its draft): it is drawn anew only
        // for another item, or when the item itself was published or taken off elsewhere. A newer draft is not such a
        // change: a refresh after the form's own autosave (a review link made, a schedule set) must not drop what is
        // typed, nor the review link shown once.
        key={`${id}-${stored?.version ?? 0}`}
        itemPath={definition.itemPath ?? `/admin/${definition.section}/{id}`}
        singular={definition.singular}
        fields={formFields(edit, definition.fields)}
        relations={await relationOptions(definition.fields, id, collections)}
        id={id}
        version={stored?.version ?? 0}
        values={(definition.toForm ?? ((values) => values))(pickFields(edit, (draft ?? stored)!.data))}
        history={stored ? await documentHistory(getDb(), definition.collection, id, stored) : []}
        hideHistory={!stored}
        save={actions.save}
        restore={actions.restore}
        titleField={definition.titleField}
        icons={editorIcons()}
        closeTo={closeTo}
        goneTo={listHref}
        savedText={definition.savedText}
        livePreview={definition.livePreview}
        sharing={blockSharing(definition.fields, collections)}
        warnings={await definition.warnings?.((draft ?? stored)!.data as Record<string, unknown>)}
        draft={draftInfoOf(draft)}
        saveDraft={actions.saveDraft}
        discardDraft={actions.discardDraft}
        compare={actions.compare}
        previewPath={previewPath}
        schedule={{
          itemId: id,
          initial: scheduleView(await itemSchedules(getDb(), definition.collection, id)),
          set: actions.schedule,
          // A new item not published yet has nothing to take off the site.
          canUnpublish: !definition.fixed && Boolean(stored),
        }}
        review={{ itemId: id, ask: actions.askReview, end: actions.endReview }}
        stale={await staleTranslations(getDb(), definition.collection, id)}
        markCurrent={actions.markCurrent}
        presence={actions.presence}
        aside={
          <>
            {definition.seoKeyOf && collections.seoPanel(definition.seoKeyOf(data))}
            {previewPath && (
              <ReviewLinks
                itemId={id}
                days={REVIEW_LINK_DAYS}
                create={actions.createReviewLink}
                revoke={actions.revokeReviewLink}
                links={links.map((link) => ({
                  id: link.id,
                  path: link.path,
                  createdBy: link.createdBy,
                  createdAt: link.createdAt,
                  expiresAt: link.expiresAt,
                  state: linkState(link),
                  decision: link.decision,
                  comment: link.comment,
                  decidedAt: link.decidedAt,
                }))}
              />
            )}
          </>
        }
      />
    </>
  );
}
