import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long password nobody uses', () => {
    expect(passwordProblem('lantern oyster mosaic 42')).toBeUndefined();
    expect(passwordProblem('Ω-ünïcode pässwörd ✓')).toBeUndefined();
  });

  it('refuses fewer than 12 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('short pass1')).toBe('too_short');
    expect(passwordProblem('ääääääääääb')).toBe('too_short');
    expect(passwordProblem('x'.repeat(257))).toBe('too_long');
  });

  it('refuses common passwords, in any case and with digits or symbols added at the end', () => {
    expect(passwordProblem('QwertyUiop2024')).toBe('common');
    expect(passwordProblem('1qaz2wsx3edc')).toBe('common');
    expect(passwordProblem('Password123456!')).toBe('common');
    expect(passwordProblem('DRAGON123456789')).toBe('common');
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toBe('common');
    expect(passwordProblem('abababababababab')).toBe('common');
  });

  it("refuses the person's own name or e-mail address with a few characters around it", () => {
    const person = { email: 'maria.lopez@example.com', name: 'Maria Lopez' };
    expect(passwordProblem('maria.lopez2024', person)).toBe('personal');
    expect(passwordProblem('Maria Lopez 2024!', person)).toBe('personal');
    expect(passwordProblem('maria.lopez rides a blue bicycle', person)).toBeUndefined();
  });
});
