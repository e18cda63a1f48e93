import { z } from 'zod';
import { checkKey } from '@/server/media/store';
import { damagedArchive, foreignArchive } from './errors';

export const BACKUP_FORMAT = 'emberline-backup';
/** Raised only when a reader must understand something new; fields added for information alone keep it. */
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** Where each dialect's snapshot sits in the archive: the first entry after the manifest. */
export const DATABASE_ENTRIES = { sqlite: 'database/site.sqlite', postgres: 'database/postgres.dump' } as const;
const MEDIA_PREFIX = 'media/';
/** The schema names connect() accepts: the name is written into SQL by the PostgreSQL restore. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const entrySchema = z.object({
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The names in the snapshot's migration table: a restore refuses a snapshot made by a newer version of the site. */
const migrationsSchema = z.array(z.string().min(1).max(200));

const databaseSchema = z.discriminatedUnion('dialect', [
  z.object({ dialect: z.literal('sqlite'), migrations: migrationsSchema }),
  z.object({
    dialect: z.literal('postgres'),
    migrations: migrationsSchema,
    /** The schema the dump holds (and creates). */
    schema: z.string().regex(SCHEMA_NAME),
    /** `pg_dump --version` of the dump's maker: pg_restore reads dumps of its own major version and older. */
    dumpedBy: z.string().max(200),
  }),
]);

const manifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_VERSION),
    createdAt: z.iso.datetime(),
    app: z.object({ name: z.string(), version: z.string() }),
    database: databaseSchema,
    /** `database`: the media files are rows of the dump (MEDIA_STORAGE=database), so the archive has no media entries. */
    media: z.object({ store: z.enum(['files', 'database', 's3']) }),
    /** Every entry after the manifest, in archive order: the database snapshot, then `media/<key>` per file. */
    entries: z.array(entrySchema).min(1),
  })
  .superRefine((manifest, context) => {
    for (const message of entryProblems(manifest)) context.addIssue({ code: 'custom', path: ['entries'], message });
  });

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = Manifest['entries'][number];
export type ManifestDatabase = Manifest['database'];

/** The archive entry of a media file: its store key under `media/`, so the archive reads like the directory. */
export function mediaEntryName(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The media key an entry stands for; undefined for any name that is not `media/<id>/<file>`. */
export function mediaKeyOf(name: string): string | undefined {
  if (!name.startsWith(MEDIA_PREFIX)) return undefined;
  const key = name.slice(MEDIA_PREFIX.length);
  try {
    checkKey(key);
    return key;
  } catch {
    return undefined;
  }
}

/**
 * The names a restore writes come from the archive: only the database entry and well-formed media keys are allowed,
 * so no entry can name a path outside the staging directory.
 */
function entryProblems({ database, media, entries }: Pick<Manifest, 'database' | 'media' | 'entries'>): string[] {
  const problems: string[] = [];
  const [first, ...rest] = entries;
  if (first?.name !== DATABASE_ENTRIES[database.dialect]) {
    problems.push(`the first entry must be ${DATABASE_ENTRIES[database.dialect]}`);
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (names.size !== entries.length) problems.push('an entry is listed twice');
  const strange = rest.find((entry) => mediaKeyOf(entry.name) === undefined);
  if (strange) problems.push(`${JSON.stringify(strange.name)} is neither the database nor a media file`);
  if (media.store !== 'files' && rest.length)
    problems.push(`media files listed, yet the media store is ${media.store === 's3' ? 'a bucket' : 'the database'}`);
  return problems;
}

function parseJson(file: string, bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw damagedArchive(file, MANIFEST_ENTRY, 'is not valid JSON');
  }
}

/**
 * Reads the manifest of `file` (named in every message), telling apart another program's archive, one of a format
 * version this site does not read, and one of ours whose manifest no longer makes sense.
 */
export function parseManifest(file: string, bytes: Buffer): Manifest {
  const json = parseJson(file, bytes);
  const head = z.object({ format: z.string(), version: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== BACKUP_FORMAT) {
    throw foreignArchive(
      file,
      `is not a backup of this site (its ${MANIFEST_ENTRY} is not an ${BACKUP_FORMAT} manifest)`,
    );
  }
  if (head.data.version !== BACKUP_VERSION) {
    throw foreignArchive(
      file,
      `is a backup of format version ${head.data.version}, and this version of the site reads version ${BACKUP_VERSION}: restore it with the version of the site that made it`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw damagedArchive(
      file,
      MANIFEST_ENTRY,
      `does not describe a backup (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  return parsed.data;
}
