// The anonymous visitor's id, signed so a visitor cannot pick one (someone else's included).
// Web Crypto only: the session route runs on edge runtimes too.

const encoder = new TextEncoder();

/** Fixed label of the key derived from the API key when no cookie secret is given. */
const DERIVED_KEY_LABEL = 'uikit-react anonymous-id cookie v1';

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

const importHmacKey = (raw: BufferSource) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/**
 * The HMAC key of the cookie: from `secret` when given, otherwise derived from the API key with
 * a fixed label (HMAC-SHA256), so cookies are signed with no configuration, the API key itself is
 * never used as a signing key, and rotating the API key changes every anonymous id.
 */
export async function cookieSigningKey(secret: string | undefined, apiKey: string) {
  if (secret !== undefined) return importHmacKey(encoder.encode(secret));
  const base = await importHmacKey(encoder.encode(apiKey));
  const derived = await crypto.subtle.sign('HMAC', base, encoder.encode(DERIVED_KEY_LABEL));
  return importHmacKey(derived);
}

/** `<id>.<signature>`: the value the cookie holds. */
export async function signId(key: CryptoKey, id: string): Promise<string> {
  return `${id}.${base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(id)))}`;
}

/**
 * The id of a signed value, or null when it is not one this key signed (tampered, unsigned,
 * another site's). The comparison is the platform's constant-time verify.
 */
export async function verifySignedId(
  key: CryptoKey,
  value: string,
  idPattern: RegExp,
): Promise<string | null> {
  const dot = value.lastIndexOf('.');
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  const signature = fromBase64url(value.slice(dot + 1));
  if (!idPattern.test(id) || signature?.byteLength !== 32) return null;
  return (await crypto.subtle.verify('HMAC', key, signature, encoder.encode(id))) ? id : null;
}
