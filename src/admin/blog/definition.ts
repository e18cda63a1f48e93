import { blogPostSchema, type BlogPost } from '@/content/blog-post';
import { paths } from '@/lib/paths';
import { defineCollection } from '../collection/definition';
import { byDateDesc, byTitle } from '../collection/options';

const title = (post: BlogPost) => post.title.en;

/** The blog (the agency's articles): written, published, duplicated and deleted in the admin. */
export const blogDefinition = defineCollection({
  collection: 'blogPosts',
  nav: { group: 'content' },
  section: 'blog',
  singular: 'Blog post',
  plural: 'Blog posts',
  schema: blogPostSchema,
  id: { kind: 'slug', slugField: 'slug' },
  hidden: ['id', 'slug'],
  fields: [
    { name: 'title', kind: 'text', label: 'Title' },
    {
      name: 'description',
      kind: 'textarea',
      label: 'Description',
      help: 'The summary shown in the blog list, the RSS feed and search results.',
    },
    { name: 'date', kind: 'date', label: 'Publication date', help: 'Posts are listed newest first by this date.' },
    { name: 'author', kind: 'plain', label: 'Author' },
    {
      name: 'image',
      kind: 'image',
      label: 'Cover image',
      help: 'Choose or upload one in the library, or give a site image (/images/…) or an https:// address.',
    },
    {
      name: 'imageAlt',
      kind: 'text',
      describes: 'image',
      label: 'Cover image description',
      help: 'What the image shows, for people who cannot see it (the title, if left empty). Asked only for an image from outside the media library: a library image is described by its own alt text there.',
    },
    { name: 'content', kind: 'article', label: 'Article' },
  ],
  blank: () => ({ date: new Date().toISOString().slice(0, 10) }),
  titleOf: title,
  subtitleOf: (post) => `${post.date} · ${post.author}`,
  imageOf: (post) => post.image,
  seoKeyOf: (post) => `blog:${post.slug}`,
  publicPaths: (post) => [paths.blogPost(post.slug)],
  sorts: [
    { id: 'newest', label: 'Newest first', compare: byDateDesc((post) => post.date, title) },
    { id: 'oldest', label: 'Oldest first', compare: (a, b) => byDateDesc((post: BlogPost) => post.date, title)(b, a) },
    { id: 'title', label: 'Title (A–Z)', compare: byTitle(title) },
  ],
  articleFields: ['content'],
  titleField: 'title',
});
