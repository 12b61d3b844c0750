import { configure } from 'storybook/test';

// As in the browser project (test/support/setupBrowser.ts): a play function's find* and waitFor
// may wait on a part's code loading for the first time (a citation's preview on hover), which
// Vite transforms on first request. On a fresh clone with every project running beside it, that
// took longer than Testing Library's 1 s default; a wait that succeeds later is not a failure.
configure({ asyncUtilTimeout: 5000 });
