import { blogPostSchema, type BlogPost } from '@/content/blog-post';
import { paths } from '@/lib/paths';
import copy from '@messages/admin/blog.json';
import { defineCollection } from '../collection/definition';
import { byDateDesc, byTitle } from '../collection/options';

const title = (post: BlogPost) => post.title.en;

/** The blog (the agency's articles): written, published, duplicated and deleted in the admin. */
export const blogDefinition = defineCollection({
  collection: 'blogPosts',
  nav: { group: 'content' },
  section: 'blog',
  singular: copy.singular,
  plural: copy.plural,
  schema: blogPostSchema,
  id: { kind: 'slug', slugField: 'slug' },
  hidden: ['id', 'slug'],
  fields: [
    { name: 'title', kind: 'text', label: copy.title },
    {
      name: 'description',
      kind: 'textarea',
      label: copy.description,
      help: copy.descriptionHint,
    },
    { name: 'date', kind: 'date', label: copy.date, help: copy.dateHint },
    { name: 'author', kind: 'plain', label: copy.author },
    {
      name: 'image',
      kind: 'image',
      label: copy.image,
      help: copy.imageHint,
    },
    {
      name: 'imageAlt',
      kind: 'text',
      describes: 'image',
      label: copy.imageAlt,
      help: copy.imageAltHint,
    },
    { name: 'content', kind: 'article', label: copy.content },
  ],
  blank: () => ({ date: new Date().toISOString().slice(0, 10) }),
  titleOf: title,
  subtitleOf: (post) => `${post.date} · ${post.author}`,
  imageOf: (post) => post.image,
  seoKeyOf: (post) => `blog:${post.slug}`,
  publicPaths: (post) => [paths.blogPost(post.slug)],
  sorts: [
    { id: 'newest', label: copy.sorts.newest, compare: byDateDesc((post) => post.date, title) },
    {
      id: 'oldest',
      label: copy.sorts.oldest,
      compare: (a, b) => byDateDesc((post: BlogPost) => post.date, title)(b, a),
    },
    { id: 'title', label: copy.sorts.title, compare: byTitle(title) },
  ],
  articleFields: ['content'],
  titleField: 'title',
});
