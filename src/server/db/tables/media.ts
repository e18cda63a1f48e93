import type { Generated } from 'kysely';

/** The media library's tables: its items, and their files when the database stores them. */

/** An image of the media library (src/server/media/library.ts). */
export interface MediaTable {
  /** The first 20 hex digits of the SHA-256 of the uploaded bytes: the same file uploaded twice is one item. */
  id: string;
  /** The name its addresses end with (`office-team`), from the uploaded file's name. */
  name: string;
  /** The uploaded file's name, as the uploader's computer gave it (shown, never used as a path). */
  file_name: string;
  /** Decided from the bytes: jpeg, png, webp, avif or gif. */
  format: MediaFormat;
  /** After the orientation is applied. */
  width: number;
  height: number;
  /** Of the uploaded file. */
  bytes: number;
  /** JSON: `{ "en": "…", "es": "…" }`. */
  alt: Generated<string>;
  caption: Generated<string>;
  /** 0–1 from the left and from the top: crops keep this point in view. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  status: MediaStatus;
  /** JSON array of the widths made, narrowest first; the last is the canonical file's. */
  widths: Generated<string>;
  /** A tiny blurred WebP as a data: URL, shown while the image loads. */
  placeholder: string | null;
  /** Why making the variants failed, when status is `failed`. */
  error: string | null;
  attempts: Generated<number>;
  /** The seed image this item was made from (`/images/projects/p1.webp`); null for uploads. */
  source: string | null;
  created_at: number;
  created_by: string;
  updated_at: number;
  version: Generated<number>;
  /**
   * `''` for the file first uploaded; once the file was replaced, the first 10 hex digits of the SHA-256 of the new
   * bytes, carried by its variants' addresses and keys (src/lib/media-url.ts).
   */
  revision: Generated<string>;
}

export type MediaFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export type MediaStatus = 'queued' | 'processing' | 'ready' | 'failed';

/** A stored file of the media library when MEDIA_STORAGE=database (src/server/media/store.ts). */
interface MediaFilesTable {
  key: string;
  data: Uint8Array;
  bytes: number;
  created_at: number;
}

export interface MediaTables {
  media: MediaTable;
  media_files: MediaFilesTable;
}
