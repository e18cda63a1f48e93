'use client';

import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import copy from '@messages/admin/editor.json';
import { isMissingPage, sitePathOf } from './link-targets';
import { useLinkTargets } from './use-link-targets';

const r = copy.richText;
const [before, after] = r.missingLink.split('{text}');

/** A link of the field: its address and the words linked (neighbouring text with the same link is one link). */
interface FieldLink {
  href: string;
  text: string;
}

/** The links of an editor's document to paths on this site, in order. */
export function linksOf(doc: ProseMirrorNode): FieldLink[] {
  const links: FieldLink[] = [];
  let last: FieldLink | undefined;
  doc.descendants((node) => {
    if (!node.isText) {
      if (node.isBlock) last = undefined;
      return;
    }
    const href: unknown = node.marks.find((mark) => mark.type.name === 'link')?.attrs.href;
    if (typeof href !== 'string' || sitePathOf(href) === undefined) {
      last = undefined;
      return;
    }
    if (last?.href === href) last.text += node.text ?? '';
    else links.push((last = { href, text: node.text ?? '' }));
  });
  return links;
}

/**
 * Names, under a rich-text field, its links to pages of this site that visitors cannot open today (a typo, a trashed,
 * unpublished or never published item). A warning, not a refusal: a draft may link to a page published with it, and
 * a publish is not held up either — the admin decides. Nothing is asked of the server until the field has such a link.
 */
export function MissingPages({ links }: { links: FieldLink[] }) {
  const targets = useLinkTargets(links.length > 0);
  const missing = targets.state === 'ready' ? links.filter((link) => isMissingPage(link.href, targets)) : [];
  return (
    <div role="status">
      {missing.length > 0 && (
        <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-200">
          <p className="font-medium">{r.missingLinks}</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {missing.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                {/* The linked words are in the language edited, the address left to right: each isolated. */}
                {before}
                <bdi>{link.text}</bdi>
                {after}
                <bdi dir="ltr" className="font-mono">
                  {link.href}
                </bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
