export { a as page } from '../chunks/node_U4AoYG4b.mjs';
export { renderers } from '../renderers.mjs';
