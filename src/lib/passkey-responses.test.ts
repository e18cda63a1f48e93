import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../tests/support/soft-authenticator';
import { authenticationResponseSchema, registrationResponseSchema } from './passkey-responses';

const device = new SoftAuthenticator('www.emberline.example', 'https://www.emberline.example');

describe('passkey response schemas', () => {
  it('take what an authenticator answers', () => {
    expect(registrationResponseSchema.safeParse(device.register('Y2hhbGxlbmdl')).success).toBe(true);
    expect(authenticationResponseSchema.safeParse(device.signIn('Y2hhbGxlbmdl', 'ada')).success).toBe(true);
  });

  it('refuse a field they do not know, a value that is no base64url, and one of the other ceremony', () => {
    const answer = device.signIn('Y2hhbGxlbmdl', 'ada');
    expect(authenticationResponseSchema.safeParse({ ...answer, extra: 1 }).success).toBe(false);
    expect(
      authenticationResponseSchema.safeParse({ ...answer, response: { ...answer.response, signature: 'a+b/c=' } })
        .success,
    ).toBe(false);
    expect(authenticationResponseSchema.safeParse({ ...answer, id: 'x'.repeat(1_401) }).success).toBe(false);
    expect(registrationResponseSchema.safeParse(answer).success).toBe(false);
  });
});
