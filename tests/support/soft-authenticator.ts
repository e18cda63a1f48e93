import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/**
 * A software authenticator for unit tests: a real ES256 key pair, real CBOR and real signatures, made the way a
 * browser and a platform authenticator make them (WebAuthn Level 3, "none" attestation), so the server's checks run
 * on answers they could get from a person. Each field can be set wrong on purpose (origin, user verification, the
 * counter) to prove the check that refuses it.
 */

/** CBOR (RFC 8949) for the few shapes WebAuthn uses: maps, byte strings, text and small integers. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 255];
}
function cbor(value: Cbor): number[] {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = [...Buffer.from(value)];
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value];
  return [...head(5, value.size), ...[...value].flatMap(([key, item]) => [...cbor(key), ...cbor(item)])];
}

const b64 = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function counterBytes(count: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly key: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to `navigator.credentials.create` for `challenge`, with the person verified unless told otherwise. */
  register(
    challenge: string,
    { origin = this.origin, verified = true }: { origin?: string; verified?: boolean } = {},
  ): RegistrationResponseJSON {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([FLAG_UP | FLAG_AT | (verified ? FLAG_UV : 0)]),
      counterBytes(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', challenge, origin)),
        attestationObject: b64(Buffer.from(attestationObject)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to `navigator.credentials.get` for `challenge`; the counter moves on unless `counter` says otherwise. */
  signIn(
    challenge: string,
    userId: string,
    {
      origin = this.origin,
      verified = true,
      counter = this.counter + 1,
    }: { origin?: string; verified?: boolean; counter?: number } = {},
  ): AuthenticationResponseJSON {
    this.counter = counter;
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([FLAG_UP | (verified ? FLAG_UV : 0)]),
      counterBytes(counter),
    ]);
    const clientData = this.clientData('webauthn.get', challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: b64(userId),
      },
      clientExtensionResults: {},
    };
  }
}
