import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'personal';

let common: Set<string> | undefined;

/** The ~30,000 most common passwords of the zxcvbn-ts project's list, lower-cased (read on first use). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/**
 * Why a new admin password is refused, or undefined when it is acceptable (OWASP ASVS 6.2): at least 12 characters,
 * not one of the common passwords (also with the digits and symbols people add at the end stripped: `dragon123456!`),
 * not one character repeated, and not the person's own e-mail address or name.
 */
export function passwordProblem(
  password: string,
  person: { email?: string | null; name?: string } = {},
): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (length > MAX_PASSWORD_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  const list = commonPasswords();
  if (list.has(lower) || (stem.length >= 4 && list.has(stem)) || new Set(lower).size <= 2) return 'common';
  const compact = lower.replace(/\s+/g, '');
  const own = [person.email?.split('@')[0], person.name]
    .map((value) => value?.toLowerCase().replace(/\s+/g, '') ?? '')
    .filter((value) => value.length >= 4);
  // The person's own name or address with a few characters around it is the first thing an attacker tries.
  if (own.some((value) => compact.includes(value) && compact.length - value.length < 6)) return 'personal';
  return undefined;
}
