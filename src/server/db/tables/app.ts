/** The app's own keeping: rate-limit counters, spent captcha solutions, generated secrets, the owner's settings. */

interface RateLimitsTable {
  key: string;
  points: number;
  expires_at: number;
}

interface CaptchaUsedTable {
  key: string;
  expires_at: number;
}

/** Values the app generates once and keeps (the admin password hash, signing keys). */
interface AppSecretsTable {
  key: string;
  value: string;
  created_at: number;
}

/** Settings an owner changes in the admin (src/server/leads/retention.ts), one JSON value a key. */
interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: number;
  updated_by: string;
}

export interface AppTables {
  rate_limits: RateLimitsTable;
  captcha_used: CaptchaUsedTable;
  app_secrets: AppSecretsTable;
  app_settings: AppSettingsTable;
}
