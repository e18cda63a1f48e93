import { NodeSelection, Plugin, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { Extension, Node, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { articleUrl } from '@/lib/article';

export interface ArticleLabels {
  linkPrompt: string;
  linkRefused: string;
  imagePrompt: string;
  imageAltPrompt: string;
  imageRefused: string;
}

const isArticleUrl = (url: string) => articleUrl(url) !== undefined;

/**
 * An image by address, as a block of its own: only `src` and `alt`, the attributes sanitizeArticleHtml keeps. TipTap
 * ships no image node in starter-kit, and one attribute more would only be dropped on save.
 */
const ArticleImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null, parseHTML: (element) => element.getAttribute('src') },
      alt: { default: null, parseHTML: (element) => element.getAttribute('alt') },
    };
  },
  parseHTML() {
    // A pasted or loaded image from anywhere else is left out here already, not only on save.
    return [
      { tag: 'img[src]', getAttrs: (element) => (isArticleUrl(element.getAttribute('src') ?? '') ? null : false) },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes];
  },
});

/**
 * Takes the selection the page shows into the editor's state. Arrow keys, End and Home move the browser's selection,
 * which ProseMirror reads on `selectionchange`; a busy (or very fast) browser can deliver that after the next key, and
 * Enter or Ctrl/⌘+K would then act on the selection as it was (Enter replaced a just-linked word; a link took two
 * letters too few). The view's DOM observer is internal to ProseMirror, hence the guarded call.
 */
export function readBrowserSelection(view: EditorView): void {
  (view as unknown as { domObserver?: { flush?: () => void } }).domObserver?.flush?.();
}

/** Reads the browser's selection before any key is handled (see readBrowserSelection), ahead of every keymap. */
export const SelectionSync = Extension.create({
  name: 'selectionSync',
  priority: 10_000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleKeyDown: (view) => {
            readBrowserSelection(view);
            return false;
          },
        },
      }),
    ];
  },
});

/** Ctrl/⌘+K asks for a link, as the toolbar's Link button does. */
export const LinkShortcut = Extension.create<{ open: (editor: Editor) => void }>({
  name: 'linkShortcut',
  addOptions() {
    return { open: () => undefined };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.open(this.editor);
        return true;
      },
    };
  },
});

/**
 * The article editor's schema: what sanitizeArticleHtml keeps (h2–h4, lists, bold, italic, links, quotes, inline code
 * and code blocks, rules, images), nothing else. Links hold only an https: or site-path `href` — loaded, pasted, typed
 * or set — with no rel or target: the page adds those when it renders the article.
 */
export function articleExtensions(openLink: (editor: Editor) => void) {
  return [
    StarterKit.configure({
      // h4 is only kept for articles that have one; the toolbar offers h2 and h3.
      heading: { levels: [2, 3, 4] },
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: null, target: null, class: null },
        isAllowedUri: isArticleUrl,
        shouldAutoLink: isArticleUrl,
      },
    }),
    ArticleImage,
    SelectionSync,
    LinkShortcut.configure({ open: openLink }),
  ];
}

/** What the link prompt says, and the message when the address typed is refused. */
export interface LinkPrompt {
  prompt: string;
  refused: string;
  /** The address to link, or undefined to refuse it. */
  accept: (input: string) => string | undefined;
}

/**
 * Asks for the address of a link (window.prompt: the browser's own accessible dialog) and links the selection, or
 * with nothing selected inserts the address as linked text; an empty answer removes the link. Returns the message to
 * show when the address is refused, else ''. An article accepts only https: or a site path (`articleLinkPrompt`).
 */
export function askForLink(editor: Editor, link: LinkPrompt): string {
  // The words the page shows selected are the ones linked, also from the toolbar's button.
  readBrowserSelection(editor.view);
  const current: unknown = editor.getAttributes('link').href;
  const answer = window.prompt(link.prompt, typeof current === 'string' ? current : '');
  if (answer === null) return '';
  if (!answer.trim()) {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return '';
  }
  const href = link.accept(answer);
  if (!href) {
    editor.commands.focus();
    return link.refused;
  }
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }
  return '';
}

/** The article's link prompt: https: or a path on this site. */
export const articleLinkPrompt = (labels: ArticleLabels): LinkPrompt => ({
  prompt: labels.linkPrompt,
  refused: labels.linkRefused,
  accept: articleUrl,
});

/** Asks for an image's address, then its alt text, and inserts it; returns the message when the address is refused. */
export function askForImage(editor: Editor, labels: ArticleLabels): string {
  const answer = window.prompt(labels.imagePrompt, '');
  if (answer === null || !answer.trim()) return '';
  const src = articleUrl(answer);
  if (!src) {
    editor.commands.focus();
    return labels.imageRefused;
  }
  const alt = window.prompt(labels.imageAltPrompt, '');
  if (alt === null) return '';
  editor
    .chain()
    .focus()
    .insertContent({ type: 'image', attrs: { src, alt: alt.trim() } })
    .command(({ tr, dispatch }) => {
      // The new image is left selected, so the next key typed would replace it: go on in the block after it instead,
      // or in a new paragraph.
      if (!dispatch || !(tr.selection instanceof NodeSelection)) return true;
      const { $to } = tr.selection;
      if (!$to.nodeAfter?.isTextblock) tr.insert($to.pos, tr.doc.type.schema.nodes.paragraph!.create());
      tr.setSelection(TextSelection.create(tr.doc, $to.pos + 1));
      return true;
    })
    .run();
  return '';
}
