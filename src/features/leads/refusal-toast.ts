import { toast } from '@/components/ui/toast-client';

export interface RefusalTexts {
  captchaTitle: string;
  captchaText: string;
  errorTitle: string;
  errorText: string;
  /** The rate-limit message for a wait of 1 to 10 minutes (index 0 is 1 minute). */
  rateLimitedText: string[];
  expiredTitle: string;
  expiredText: string;
}

/** The answers of the lead pipeline other than success and field errors (src/server/leads/submit.ts). */
type Refusal =
  | { status: 'captcha' }
  | { status: 'expired' }
  | { status: 'rate_limited'; retryAfter: number }
  | { status: 'unavailable' }
  | { status: 'error' };

/** The title and text that tell a visitor about a refusal: the captcha, an expired form, the rate limit, the rest. */
export function refusalMessage(result: Refusal, t: RefusalTexts): { title: string; description: string } {
  switch (result.status) {
    case 'captcha':
      return { title: t.captchaTitle, description: t.captchaText };
    case 'expired':
      return { title: t.expiredTitle, description: t.expiredText };
    case 'rate_limited': {
      const minutes = Math.min(t.rateLimitedText.length, Math.max(1, Math.ceil(result.retryAfter / 60)));
      return { title: t.errorTitle, description: t.rateLimitedText[minutes - 1]! };
    }
    default:
      return { title: t.errorTitle, description: t.errorText };
  }
}

/** The toast of a lead form's refusal other than field errors. */
export function toastRefusal(result: Refusal, t: RefusalTexts): void {
  toast({ variant: 'destructive', ...refusalMessage(result, t) });
}
