/** The first `count` items and how many more there are (a card shows 3 technologies, then "+N"). */
export function splitChips<T>(items: readonly T[], count = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

type CardImage = { kind: 'image'; src: string } | { kind: 'video-thumbnail'; src: string } | { kind: 'placeholder' };

/** What a project card shows: its image, else its video's thumbnail (medium quality on cards), else a blank placeholder. */
export function cardImage(
  { image, youtubeId }: { image?: string; youtubeId?: string },
  quality: 'mqdefault' | 'maxresdefault' = 'mqdefault',
): CardImage {
  if (image) return { kind: 'image', src: image };
  if (youtubeId) return { kind: 'video-thumbnail', src: `https://i.ytimg.com/vi/${youtubeId}/${quality}.jpg` };
  return { kind: 'placeholder' };
}

/** The spec's hidden services filter: a case-insensitive match on title or description; an empty query keeps all. */
export function filterByText<T extends { title: string; description: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.title.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle),
  );
}
