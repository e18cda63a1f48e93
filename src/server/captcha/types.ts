type CaptchaFailure = 'missing' | 'invalid' | 'expired' | 'replayed' | 'unavailable';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };
export type CaptchaProviderName = 'altcha' | 'turnstile' | 'hcaptcha' | 'recaptcha' | 'test';
