/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the middleware when a page failed to render: the reference its error page shows (src/site/middleware.ts). */
    failure?: { reference: string };
  }
}
