import { z } from 'zod';
import { parseTrustProxy } from '@/node-server/client-address.mjs';
import { parseMediaHosts } from './media-hosts';
import { parseS3Url } from './s3-url';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the app reads, parsed once. A bad value stops the start with its name. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .default('file:./data/site.db')
      .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
        message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
      }),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:3000')
      .transform((url) => url.replace(/\/+$/, '')),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(256).optional(),
    ADMIN_PASSWORD_HASH: z.string().startsWith('$argon2id$', 'must be an Argon2id hash ($argon2id$...)').optional(),
    /**
     * `off` refuses the owner sign-in with the admin password above (and ends its sessions at start), once a named
     * owner signs in with two steps; `on` (the default) keeps it, the way into a new site.
     */
    ADMIN_LOGIN_ENV: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    SEED_ON_START: booleanFlag.default(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3)
      .max(200)
      .regex(/^[^\r\n]+$/)
      .default('Emberline Digital <no-reply@emberline.dev>'),
    /**
     * A hosted analytics provider's script to forward page views to as well (off by default): loaded when the page is
     * idle, with the nonce, never for a visitor with DNT or GPC; its origin is added to the CSP only then.
     */
    ANALYTICS_PROVIDER_SCRIPT: z.url({ protocol: /^https$/ }).optional(),
    /** A third-party chat script to load instead of our own widget (its origin is added to the CSP only then). */
    CHAT_PROVIDER_SCRIPT: z.url({ protocol: /^https$/ }).optional(),
    CONTACT_EMAIL: z.email().optional(),
    PARTNERS_EMAIL: z.email().optional(),
    SEND_CONFIRMATIONS: booleanFlag.default(false),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** Days a set-password mail is kept once delivered or given up on. */
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Days a deleted content item waits in the trash (its address answering 410) before it is deleted for good. */
    TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Seconds between two looks for scheduled publishes and unpublishes that are due. */
    SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
    /** Working hours (UTC, Monday to Friday) a lead may stay `new` before its person, or the owners, get an e-mail. */
    LEAD_ALERT_HOURS: z.coerce.number().int().min(1).max(120).default(4),
    /**
     * Lets webhook endpoints be private, loopback or link-local addresses (tests with a receiver on 127.0.0.1). Off: an
     * endpoint that is, or resolves to, such an address is refused when saved and at every delivery.
     */
    WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
    /** The UTC hour from which each day's digest of open leads goes to the people who asked for it. */
    LEAD_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'hcaptcha', 'recaptcha', 'test']).default('altcha'),
    CAPTCHA_SITE_KEY: z.string().min(1).max(200).optional(),
    CAPTCHA_SECRET_KEY: z.string().min(1).max(200).optional(),
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').max(256).optional(),
    /**
     * The ALTCHA proof of work's cost: PBKDF2 iterations per try, the number to find lying between it and twice it
     * (the work grows with its square). 500, measured with `npm run bench:captcha` (README, "Captcha"): a visitor on
     * the bench's mobile profile can send 2.4 s after touching the form (3.2 s at 1,000; 25 s at ALTCHA's recommended
     * 5,000, which kept Send disabled for 10–19 s in the day-one walk).
     */
    ALTCHA_COST: z.coerce.number().int().min(100).max(100_000).default(500),
    /** reCAPTCHA v3 answers with a score from 0 (bot) to 1 (person); lower scores are refused. */
    CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    ALLOW_TEST_CAPTCHA: booleanFlag.default(false),
    /** Read by server.mjs before the app starts; checked here too so the message names it. */
    TRUST_PROXY: z
      .string()
      .optional()
      .superRefine((value, context) => {
        try {
          parseTrustProxy(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRUST_PROXY: /, '') });
        }
      }),
    EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    EVENTS_DAILY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
    /** https origins videos may be played from besides the site (the CSP's media-src and the testimonials editor). */
    MEDIA_HOSTS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const hosts = parseMediaHosts(value);
        if (!hosts)
          ctx.addIssue({ code: 'custom', message: 'must list https origins, e.g. https://videos.example.com' });
        return hosts ?? [];
      }),
    /**
     * Where the media library keeps its files: `files` (under MEDIA_DIR), or shared by every instance: `database` (rows
     * of the site's database) or `s3` (the bucket MEDIA_S3_URL names).
     */
    MEDIA_STORAGE: z.enum(['files', 'database', 's3']).default('files'),
    /** An S3-compatible bucket, as src/lib/s3-url.ts reads it; required with MEDIA_STORAGE=s3. */
    MEDIA_S3_URL: z
      .string()
      .max(2000)
      .optional()
      .superRefine((value, context) => {
        const parsed = value === undefined ? undefined : parseS3Url(value);
        if (typeof parsed === 'string') context.addIssue({ code: 'custom', message: parsed });
      }),
    /** Default: `media/` beside the SQLite database (`./data/media`), or `./data/media` with PostgreSQL. */
    MEDIA_DIR: z.string().min(1).optional(),
    /** The largest image file an upload may be. */
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(200 * 1024 * 1024)
      .default(20 * 1024 * 1024),
    /** The key of the visitor and lead hashes; when unset, one is generated and kept in the database. */
    PRIVACY_HASH_KEY: z.string().min(32, 'must be at least 32 characters').max(256).optional(),
    /** Signs backups and authenticates the archives a restore takes (src/server/backup/signature.ts). */
    BACKUP_KEY: z.string().min(32, 'must be at least 32 characters').max(256).optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  })
  .refine((env) => !(env.ADMIN_PASSWORD && env.ADMIN_PASSWORD_HASH), {
    message: 'set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both',
    path: ['ADMIN_PASSWORD_HASH'],
  })
  .refine(
    (env) =>
      env.CAPTCHA_PROVIDER !== 'test' ||
      env.NODE_ENV === 'test' ||
      (env.ALLOW_TEST_CAPTCHA && env.NODE_ENV === 'development'),
    {
      message:
        'the test captcha accepts anything: only with NODE_ENV=test, or ALLOW_TEST_CAPTCHA=true in development; never in production',
      path: ['CAPTCHA_PROVIDER'],
    },
  )
  .refine((env) => env.MEDIA_STORAGE !== 's3' || env.MEDIA_S3_URL, {
    message: 'MEDIA_STORAGE=s3 needs MEDIA_S3_URL: https://KEY:SECRET@endpoint/bucket',
    path: ['MEDIA_S3_URL'],
  })
  .refine(
    (env) =>
      !['turnstile', 'hcaptcha', 'recaptcha'].includes(env.CAPTCHA_PROVIDER) ||
      (env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET_KEY),
    { message: 'this provider needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY', path: ['CAPTCHA_PROVIDER'] },
  );

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment; throws an EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
}

/**
 * Where a files store keeps the media library: MEDIA_DIR, else beside the SQLite database, so that a database and its
 * images go together (a second database, for tests or a benchmark, never meets the first one's files).
 */
export function mediaDirectory(config: Pick<Env, 'MEDIA_DIR' | 'DATABASE_URL'>): string {
  if (config.MEDIA_DIR) return config.MEDIA_DIR;
  if (config.DATABASE_URL.startsWith('file:')) {
    const file = config.DATABASE_URL.slice('file:'.length);
    const slash = file.lastIndexOf('/');
    return `${slash === -1 ? '.' : file.slice(0, slash) || '/'}/media`;
  }
  return './data/media';
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
