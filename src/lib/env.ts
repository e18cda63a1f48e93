import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the app reads, parsed once. A bad value stops the start with its name. */
export const envSchema = z
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
    SEED_ON_START: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  })
  .refine((env) => !(env.ADMIN_PASSWORD && env.ADMIN_PASSWORD_HASH), {
    message: 'set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both',
    path: ['ADMIN_PASSWORD_HASH'],
  });

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

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
