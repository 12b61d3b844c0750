import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import { unixSeconds } from '../clock';

export const DEFAULT_PREVIEW_URL_TTL_SECONDS = 60 * 60;
/**
 * Expiry is rounded up to a multiple of this, so the same file gets the same URL for a while and
 * the browser's cache keeps working across item reloads.
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/**
 * Signed URLs of uploaded files: `/v1/uikit/files/{id}/content?exp=<unix s>&sig=<HMAC-SHA256>`.
 * They load in an `<img>` without headers, and stop working at `exp`.
 */
export class ContentUrlSigner {
  constructor(
    private readonly key: Buffer,
    private readonly clock: Clock,
    private readonly ttlSeconds: number = DEFAULT_PREVIEW_URL_TTL_SECONDS,
  ) {}

  url(origin: string, fileId: string): string {
    const expires =
      Math.ceil((unixSeconds(this.clock) + this.ttlSeconds) / EXPIRY_STEP_SECONDS) *
      EXPIRY_STEP_SECONDS;
    const query = new URLSearchParams({
      exp: String(expires),
      sig: this.signature(fileId, expires),
    });
    return `${origin}/v1/uikit/files/${encodeURIComponent(fileId)}/content?${query.toString()}`;
  }

  check(fileId: string, exp: string | undefined, sig: string | undefined): SignatureCheck {
    if (exp === undefined || sig === undefined || !/^\d{1,12}$/.test(exp)) return 'invalid';
    const expected = Buffer.from(this.signature(fileId, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return unixSeconds(this.clock) >= Number(exp) ? 'expired' : 'valid';
  }

  /** Seconds the URL stays valid, for `Cache-Control`. */
  secondsLeft(exp: string): number {
    return Math.max(0, Number(exp) - unixSeconds(this.clock));
  }

  private signature(fileId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileId}\n${expires}`).digest('base64url');
  }
}
