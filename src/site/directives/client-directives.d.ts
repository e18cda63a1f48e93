import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates once the page has painted, then at idle (src/site/directives/painted.ts). */
    'client:painted'?: { timeout?: number };
  }
}
