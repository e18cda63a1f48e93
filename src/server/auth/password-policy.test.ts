import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long password nobody uses', async () => {
    expect(await passwordProblem('lantern oyster mosaic 42')).toBeUndefined();
    expect(await passwordProblem('Ω-ünïcode pässwörd ✓')).toBeUndefined();
  });

  it('refuses fewer than 12 characters, counting characters rather than bytes', async () => {
    expect((await passwordProblem('short pass1'))?.problem).toBe('too_short');
    expect((await passwordProblem('ääääääääääb'))?.problem).toBe('too_short');
    expect((await passwordProblem('x'.repeat(257)))?.problem).toBe('too_long');
  });

  it('refuses common passwords, in any case and with digits or symbols added at the end', async () => {
    expect((await passwordProblem('QwertyUiop2024'))?.problem).toBe('common');
    expect((await passwordProblem('1qaz2wsx3edc'))?.problem).toBe('common');
    expect((await passwordProblem('Password123456!'))?.problem).toBe('common');
    expect((await passwordProblem('DRAGON123456789'))?.problem).toBe('common');
    expect((await passwordProblem('aaaaaaaaaaaaaaaa'))?.problem).toBe('common');
    expect((await passwordProblem('abababababababab'))?.problem).toBe('common');
  });

  it("refuses the person's own name or e-mail address with a few characters around it", async () => {
    const person = { email: 'maria.lopez@example.com', name: 'Maria Lopez' };
    expect((await passwordProblem('maria.lopez2024', person))?.problem).toBe('personal');
    expect((await passwordProblem('Maria Lopez 2024!', person))?.problem).toBe('personal');
    expect(await passwordProblem('maria.lopez rides a blue bicycle', person)).toBeUndefined();
  });

  const maria = { email: 'maria.lopez@example.com', name: 'Maria Lopez' };

  it('refuses the person’s own e-mail address as their password (A9)', async () => {
    expect(await passwordProblem('maria.lopez@example.com', maria)).toMatchObject({ problem: 'guessable' });
    expect(await passwordProblem('Maria.Lopez@Example.com', maria)).toMatchObject({ problem: 'guessable' });
  });

  it('refuses keyboard rows, alphabet runs and repeated chunks that zxcvbn scores below 3 (A9)', async () => {
    for (const password of ['qwertyqwerty', 'abcdefghijkl', 'abcabcabcabc'])
      expect(await passwordProblem(password, maria), password).toMatchObject({ problem: 'guessable' });
  });

  it('refuses the site’s own name with a year and a symbol (A9)', async () => {
    expect(await passwordProblem('emberline2026!', maria)).toMatchObject({ problem: 'guessable' });
  });

  it('says why a guessable password is refused, in zxcvbn’s English words (A9)', async () => {
    const refusal = await passwordProblem('qwertyqwerty', maria);
    expect(refusal?.hint).toMatch(/\w+ \w+/);
  });
});
