import 'server-only';
import type { BlogPost } from '@/content/blog-post';
import { collectionQueries } from './collection';

const newestFirst = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
const posts = collectionQueries('blogPosts', newestFirst);
export const listBlogPosts = posts.list;

export async function getBlogPostBySlug(slug: string): Promise<BlogPost | undefined> {
  return (await posts.list()).find((post) => post.slug === slug);
}
