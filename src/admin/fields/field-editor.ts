import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isLinkHref, linkUrl } from '@/lib/link-url';
import { LinkShortcut, SelectionSync, type LinkRule } from './article-editor';

/**
 * The small rich-text fields' schema (project and case-study sections, a service's overview): what sanitizeHtml keeps
 * — paragraphs, h3/h4, lists, bold, italic, line breaks, quotes, inline code and links — nothing else. A link holds
 * only an `https:`, `http:`, `mailto:`, `tel:` or site-path `href`, whether loaded, pasted (pasted HTML keeps its
 * allowed links; a URL pasted over a selection links it), typed (autolink) or set; clicking one in the editor edits
 * it rather than opening it. The sanitiser writes rel and target on save, so the editor writes neither.
 */
export function fieldExtensions(openLink: (editor: Editor) => void) {
  return [
    StarterKit.configure({
      heading: { levels: [3, 4] },
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: null, target: null, class: null },
        isAllowedUri: isLinkHref,
        shouldAutoLink: isLinkHref,
      },
    }),
    SelectionSync,
    LinkShortcut.configure({ open: openLink }),
  ];
}

export interface FieldLinkLabels {
  fieldLinkRefused: string;
}

/** The small fields' link rule: web, mail and phone addresses, or a path on this site. */
export const fieldLinkRule = (labels: FieldLinkLabels): LinkRule => ({
  refused: labels.fieldLinkRefused,
  accept: linkUrl,
});
