import { describe, expect, it } from 'vitest';
import { defaultLabels } from './labels';

describe('the locked and closed lines', () => {
  it('show the service’s reason alone when it is a sentence, so nothing is said twice', () => {
    expect(defaultLabels.threadLocked('Locked by the demo. Start a new chat to go on.')).toBe(
      'Locked by the demo. Start a new chat to go on.',
    );
    expect(defaultLabels.threadClosed('Closed by support!')).toBe('Closed by support!');
    expect(defaultLabels.threadLocked('「ロックされました。」')).toBe('「ロックされました。」');
    expect(defaultLabels.threadLocked('He said “wait.”')).toBe('He said “wait.”');
  });

  it('say it themselves with a short reason after, or alone without one', () => {
    expect(defaultLabels.threadLocked('maintenance')).toBe(
      'This conversation is locked: maintenance.',
    );
    expect(defaultLabels.threadClosed('Resolved by an agent')).toBe(
      'This conversation is closed: Resolved by an agent.',
    );
    expect(defaultLabels.threadLocked(null)).toBe('This conversation is locked.');
    expect(defaultLabels.threadLocked('  ')).toBe('This conversation is locked.');
  });
});
