import { NodeSelection, Plugin, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { Extension, Node, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { articleUrl } from '@/lib/article';

export interface ArticleLabels {
  linkRefused: string;
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
  const observer = 'domObserver' in view ? view.domObserver : undefined;
  if (typeof observer === 'object' && observer && 'flush' in observer && typeof observer.flush === 'function')
    observer.flush();
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

/** Ctrl/⌘+K opens the Link dialog, as the toolbar's Link button does. */
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

/** How an editor checks a typed link address: the address to link, or undefined to refuse it (`refused` says why). */
export interface LinkRule {
  refused: string;
  /** The address to link, or undefined to refuse it. */
  accept: (input: string) => string | undefined;
}

/**
 * Links the selection to `href`, or with nothing selected (and no link under the caret) inserts `text` — the page's
 * title, or the address itself — as linked text. The editor gets the focus back.
 */
export function applyLink(editor: Editor, href: string, text: string = href): void {
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
      .run();
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }
}

/** Removes the link under the selection or caret (its text stays). */
export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}

/** The article's link rule: https: or a path on this site. */
export const articleLinkRule = (labels: ArticleLabels): LinkRule => ({
  refused: labels.linkRefused,
  accept: articleUrl,
});

/**
 * Inserts a library image (its canonical address, by which the public page finds its variants and alt texts) with
 * its alt text in the language being edited, and goes on in the block after it. With no alt text yet (`null`) the
 * page shows the one the library has when it is drawn; an empty one marks the image decorative.
 */
export function insertImage(editor: Editor, src: string, alt: string | null): void {
  editor
    .chain()
    .focus()
    .insertContent({ type: 'image', attrs: { src, alt } })
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
}
