import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import site from '@/content/seed/site';

const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's "safely unguessable" (about 10^10 guesses): the score a new password must reach. */
const MIN_SCORE = 3;

type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'personal' | 'guessable';

/** Why a password is refused; `hint` is zxcvbn's English warning or suggestion, for the admin to show. */
export interface PasswordRefusal {
  problem: PasswordProblem;
  hint?: string;
}

interface PasswordContext {
  email?: string | null;
  name?: string;
}

interface Checker {
  common: Set<string>;
  zxcvbn: ZxcvbnFactory;
}

let checker: Promise<Checker> | undefined;

/**
 * The dictionaries (a few MB) load on the first password check, never when a module merely imports this one: only
 * admin actions that set a password pay for them.
 */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return {
      common: new Set(common.dictionary['passwords-common'].map((password) => password.toLowerCase())),
      zxcvbn: new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        useLevenshteinDistance: true,
      }),
    };
  })();
  return checker;
}

/** What an attacker who targets this person and this site tries first: their name, address and the site's name. */
function userInputs(person: PasswordContext): string[] {
  const settings = site.settings?.[0];
  const phrases = [person.name, person.email, person.email?.split('@')[0], settings?.name, settings?.legalName];
  const words = phrases.flatMap((phrase) => phrase?.toLowerCase().split(/[^\p{L}\p{N}]+/u) ?? []);
  return [...new Set([...phrases.map((phrase) => phrase?.toLowerCase()), ...words])].filter((value): value is string =>
    Boolean(value && value.length >= 3),
  );
}

/**
 * Why a new admin password is refused, or undefined when it is acceptable (OWASP ASVS 6.2): at least 12 characters,
 * not one of the common passwords (also with the digits and symbols people add at the end stripped: `dragon123456!`),
 * not the person's own e-mail address or name, and at least zxcvbn score 3 with the person's and the site's names
 * counted as known words.
 */
export async function passwordProblem(
  password: string,
  person: PasswordContext = {},
): Promise<PasswordRefusal | undefined> {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return { problem: 'too_short' };
  if (length > MAX_PASSWORD_LENGTH) return { problem: 'too_long' };
  const { common, zxcvbn } = await loadChecker();
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (common.has(lower) || (stem.length >= 4 && common.has(stem)) || new Set(lower).size <= 2)
    return { problem: 'common' };
  const compact = lower.replace(/\s+/g, '');
  const own = [person.email?.split('@')[0], person.name]
    .map((value) => value?.toLowerCase().replace(/\s+/g, '') ?? '')
    .filter((value) => value.length >= 4);
  // The person's own name or address with a few characters around it is the first thing an attacker tries.
  if (own.some((value) => compact.includes(value) && compact.length - value.length < 6)) return { problem: 'personal' };
  const result = zxcvbn.check(password, userInputs(person));
  if (result.score >= MIN_SCORE) return undefined;
  const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return hint ? { problem: 'guessable', hint } : { problem: 'guessable' };
}
