import { describe, expect, it } from 'vitest';
import { UikitValidationError } from '../wire/errors';
import {
  assertValidClientRequestId,
  createClientRequestId,
  isValidClientRequestId,
} from './requestId';

describe('client request ids', () => {
  it('generates distinct valid ids', () => {
    const ids = new Set(Array.from({ length: 100 }, createClientRequestId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(isValidClientRequestId(id)).toBe(true);
  });

  it('accepts 512 printable ASCII characters', () => {
    expect(() => {
      assertValidClientRequestId('a'.repeat(512));
    }).not.toThrow();
  });

  it.each([
    ['a'.repeat(513), /at most 512/],
    ['café', /printable ASCII/],
    ['line\nbreak', /printable ASCII/],
    ['', /must not be empty/],
  ])('refuses %j with a clear error', (id, message) => {
    expect(() => {
      assertValidClientRequestId(id);
    }).toThrow(message);
    try {
      assertValidClientRequestId(id);
    } catch (error) {
      expect(error).toBeInstanceOf(UikitValidationError);
      expect((error as UikitValidationError).param).toBe('X-Client-Request-Id');
    }
  });
});
