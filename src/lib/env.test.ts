import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe('file:./data/site.db');
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.SEED_ON_START).toBe(true);
    expect(env.ADMIN_LOGIN_ENV).toBe('on');
  });

  it('turns the environment owner sign-in off only when told so', () => {
    expect(parseEnv({ ADMIN_LOGIN_ENV: 'off' }).ADMIN_LOGIN_ENV).toBe('off');
    expect(parseEnv({ ADMIN_LOGIN_ENV: 'on' }).ADMIN_LOGIN_ENV).toBe('on');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ ADMIN_PASSWORD: '', PORT: '' }).ADMIN_PASSWORD).toBeUndefined();
  });

  it.each([
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PORT', 'eighty'],
    ['SITE_URL', 'ftp://example.com'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD_HASH', '$2b$10$notargon'],
    ['NODE_ENV', 'staging'],
    ['SEED_ON_START', 'maybe'],
    ['ADMIN_LOGIN_ENV', 'false'],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses both a password and a hash', () => {
    expect(() =>
      parseEnv({ ADMIN_PASSWORD: 'long enough password', ADMIN_PASSWORD_HASH: '$argon2id$v=19$m=1,t=1,p=1$x$y' }),
    ).toThrow(/ADMIN_PASSWORD_HASH/);
  });

  it('refuses the test captcha in production, even when ALLOW_TEST_CAPTCHA asks for it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'test' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => parseEnv({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'test', ALLOW_TEST_CAPTCHA: 'true' })).toThrow(
      /never in production/,
    );
    expect(() => parseEnv({ NODE_ENV: 'development', CAPTCHA_PROVIDER: 'test' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(parseEnv({ NODE_ENV: 'test', CAPTCHA_PROVIDER: 'test' }).CAPTCHA_PROVIDER).toBe('test');
    expect(
      parseEnv({ NODE_ENV: 'development', CAPTCHA_PROVIDER: 'test', ALLOW_TEST_CAPTCHA: 'true' }).CAPTCHA_PROVIDER,
    ).toBe('test');
  });

  it('accepts TRUST_PROXY as a hop count or a list of proxy addresses, and names a bad one', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1');
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toBe('10.0.0.0/8, ::1');
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: "yes" is not an IP address/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('requires the keys of a hosted captcha provider', () => {
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(
      parseEnv({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET_KEY: 's' }).CAPTCHA_PROVIDER,
    ).toBe('turnstile');
  });

  it('accepts only smtp URLs for SMTP_URL', () => {
    expect(parseEnv({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toContain('smtps://');
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('strips a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://emberline.dev/' }).SITE_URL).toBe('https://emberline.dev');
  });

  it('reads MEDIA_HOSTS as a list of https origins and names a bad one (D3)', () => {
    expect(parseEnv({}).MEDIA_HOSTS).toEqual([]);
    expect(parseEnv({ MEDIA_HOSTS: 'https://videos.example.com' }).MEDIA_HOSTS).toEqual(['https://videos.example.com']);
    expect(() => parseEnv({ MEDIA_HOSTS: 'https://videos.example.com/clips' })).toThrow(/MEDIA_HOSTS/);
  });

  it('needs a readable MEDIA_S3_URL with MEDIA_STORAGE=s3, and names what is wrong with it', () => {
    expect(parseEnv({}).MEDIA_STORAGE).toBe('files');
    expect(() => parseEnv({ MEDIA_STORAGE: 's3' })).toThrow(/MEDIA_S3_URL: MEDIA_STORAGE=s3 needs MEDIA_S3_URL/);
    expect(() => parseEnv({ MEDIA_STORAGE: 's3', MEDIA_S3_URL: 'https://s3.example.com/bucket' })).toThrow(
      /MEDIA_S3_URL: must hold the access key id and the secret/,
    );
    expect(
      parseEnv({ MEDIA_STORAGE: 's3', MEDIA_S3_URL: 'https://key:secret@s3.example.com/bucket' }).MEDIA_S3_URL,
    ).toBe('https://key:secret@s3.example.com/bucket');
  });

  it('asks ALTCHA for the work the captcha bench chose (500) unless ALTCHA_COST says otherwise', () => {
    expect(parseEnv({}).ALTCHA_COST).toBe(500);
    expect(parseEnv({ ALTCHA_COST: '1000' }).ALTCHA_COST).toBe(1_000);
    expect(() => parseEnv({ ALTCHA_COST: '10' })).toThrow(/ALTCHA_COST/);
  });

  it('takes PRIVACY_HASH_KEY of at least 32 characters and names a shorter one', () => {
    expect(parseEnv({ PRIVACY_HASH_KEY: 'k'.repeat(32) }).PRIVACY_HASH_KEY).toBe('k'.repeat(32));
    expect(() => parseEnv({ PRIVACY_HASH_KEY: 'short' })).toThrow(/PRIVACY_HASH_KEY/);
  });

  it('keeps set-password mails 30 days after delivery unless OUTBOX_RETENTION_DAYS says otherwise (A8)', () => {
    expect(parseEnv({}).OUTBOX_RETENTION_DAYS).toBe(30);
    expect(parseEnv({ OUTBOX_RETENTION_DAYS: '7' }).OUTBOX_RETENTION_DAYS).toBe(7);
    expect(() => parseEnv({ OUTBOX_RETENTION_DAYS: '0' })).toThrow(/OUTBOX_RETENTION_DAYS/);
  });

  it('keeps deleted content 30 days in the trash unless TRASH_RETENTION_DAYS says otherwise', () => {
    expect(parseEnv({}).TRASH_RETENTION_DAYS).toBe(30);
    expect(parseEnv({ TRASH_RETENTION_DAYS: '90' }).TRASH_RETENTION_DAYS).toBe(90);
    expect(() => parseEnv({ TRASH_RETENTION_DAYS: '0' })).toThrow(/TRASH_RETENTION_DAYS/);
  });
});
