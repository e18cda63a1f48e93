import type { ReactNode } from 'react';

/**
 * A React node drawn by the server, as a component an Astro page can place (`<ServerNode node={…} slot="…" />`): how a
 * view's server-drawn parts become an island's slots.
 */
export function ServerNode({ node }: { node: ReactNode }) {
  return node;
}
