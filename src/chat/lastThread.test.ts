import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { createLastThreadMemory, lastThreadKey, type ThreadMemoryStorage } from './lastThread';

const API = 'https://api.example.test';

function storage(): ThreadMemoryStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/** Storage that refuses everything, as in a private window with storage turned off. */
const refusing: ThreadMemoryStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('the last thread memory', () => {
  it('keeps one thread per API, workflow and user, under the kit’s own key', () => {
    const store = storage();
    const ada = sessionFixture({ user: 'ada@example.com' });
    const bob = sessionFixture({ user: 'bob@example.com' });
    const memory = createLastThreadMemory(API, store);
    memory.write(ada, 'thr_ada');
    memory.write(bob, 'thr_bob');
    expect(memory.read(ada)).toBe('thr_ada');
    expect(memory.read(bob)).toBe('thr_bob');
    expect(createLastThreadMemory('https://other.example', store).read(ada)).toBeNull();
    const sales = sessionFixture({
      user: 'ada@example.com',
      workflow: { ...ada.workflow, id: 'sales' },
    });
    expect(memory.read(sales)).toBeNull();

    const key = lastThreadKey(API, ada);
    expect(key.startsWith('uikit-react:last-thread:')).toBe(true);
    // The user is told apart without their id written in clear.
    expect(key).not.toContain('ada@example.com');
    expect(key).not.toBe(lastThreadKey(API, bob));

    // A new chat: nothing to reopen.
    memory.write(ada, null);
    expect(memory.read(ada)).toBeNull();
    expect(store.values.has(key)).toBe(false);
  });

  it('forgets quietly where storage refuses or is missing', () => {
    const session = sessionFixture();
    const memory = createLastThreadMemory(API, refusing);
    expect(() => {
      memory.write(session, 'thr_1');
    }).not.toThrow();
    expect(memory.read(session)).toBeNull();
    const none = createLastThreadMemory(API, null);
    none.write(session, 'thr_1');
    expect(none.read(session)).toBeNull();
    // Node has no localStorage: the default finds none and remembers nothing.
    const fallback = createLastThreadMemory(API);
    fallback.write(session, 'thr_1');
    expect(fallback.read(session)).toBeNull();
    // A sandboxed frame throws on the very reading of `localStorage`.
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const sandboxed = createLastThreadMemory(API);
      sandboxed.write(session, 'thr_1');
      expect(sandboxed.read(session)).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
