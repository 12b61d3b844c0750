import { beforeAll } from 'vitest';
import { preloadChatParts } from '../../src/react/chat/parts/preloadChatParts';

// As in jsdom (setupDom.ts): the parts a new chat does not show are loaded before the tests
// render, as they are in a chat that has been idle a moment.
beforeAll(() => preloadChatParts());
