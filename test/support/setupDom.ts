import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadChatParts } from '../../src/react/chat/parts/preloadChatParts';

// The chat loads the parts a new chat does not show (the thread's list, the history panel, the
// attachment chips) on demand, and ahead of need once it is idle. Tests render them at once, as a
// chat that has been idle a moment does.
beforeAll(() => preloadChatParts());

// jsdom has no Element.scrollTo (every browser does); the chat's scrolling calls it.
if (typeof Element.prototype.scrollTo !== 'function') {
  Element.prototype.scrollTo = function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
  };
}

afterEach(() => {
  cleanup();
});
