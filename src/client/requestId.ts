import { UikitValidationError } from '../wire/errors';

/** The header a caller-chosen id travels in; the service logs it and echoes it back. */
export const CLIENT_REQUEST_ID_HEADER = 'X-Client-Request-Id';
export const CLIENT_REQUEST_ID_MAX_LENGTH = 512;

/** A fresh id for `X-Client-Request-Id`: 128 random bits, in every runtime (no secure context needed). */
export function createClientRequestId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return `uikit-${hex}`;
}

/** Whether an id may be sent: 1 to 512 printable ASCII characters (api-spec.md, Errors 1). */
export function isValidClientRequestId(id: string): boolean {
  return id.length >= 1 && id.length <= CLIENT_REQUEST_ID_MAX_LENGTH && /^[\x20-\x7e]+$/.test(id);
}

/** Throws before anything is sent when a caller-given id would be refused by the service. */
export function assertValidClientRequestId(id: string): void {
  if (isValidClientRequestId(id)) return;
  const reason =
    id.length === 0
      ? 'must not be empty'
      : id.length > CLIENT_REQUEST_ID_MAX_LENGTH
        ? `is ${id.length} characters long; at most ${CLIENT_REQUEST_ID_MAX_LENGTH} are allowed`
        : 'must hold printable ASCII characters only';
  throw new UikitValidationError(CLIENT_REQUEST_ID_HEADER, `${CLIENT_REQUEST_ID_HEADER} ${reason}`);
}
