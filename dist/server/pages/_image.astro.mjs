export { a as page } from '../chunks/node_C8LPN_Up.mjs';
export { renderers } from '../renderers.mjs';
