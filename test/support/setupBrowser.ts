import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { loadReaders } from '../../src/client/loadReaders';
import { preloadChatParts } from '../../src/react/chat/parts/preloadChatParts';
import { markdownRenderer } from '../../src/react/markdown/loadMarkdownRenderer';

// As in jsdom (setupDom.ts) and Storybook's preview: the parts a new chat does not show, the
// markdown renderer and the readers of pages and streams are loaded before the tests render, as
// they are in a chat that has been idle a moment. On a fresh clone Vite transforms each of them
// on first request, which took longer than a test's wait when it happened inside the test.
beforeAll(() => Promise.all([preloadChatParts(), markdownRenderer.preload(), loadReaders()]));

// Real Chromium on a cold, busy machine: a find* that succeeds later than 1 s is not a failure.
configure({ asyncUtilTimeout: 3000 });
