import { randomBytes } from 'node:crypto';

/**
 * Opaque ids with a readable prefix (`thr_`, `msg_`, ...), as the hosted API's ids look. 96 random
 * bits: unguessable, so an id alone never grants access, and collisions are not a concern.
 */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** A session's client secret: 256 random bits, URL-safe. Only its hash is stored. */
export function newClientSecret(): string {
  return `uks_${randomBytes(32).toString('base64url')}`;
}
