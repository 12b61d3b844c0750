import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAT_EVENT_NAMES } from './chat/chatEvents';
import { UikitChatElement, elementEventName } from './element';

describe('uikit-react/element', () => {
  it('dispatches every chat event under a uikit.* name, as ChatKit names its chatkit.* events', () => {
    expect(CHAT_EVENT_NAMES.map(elementEventName).sort()).toEqual(
      [
        'uikit.ready',
        'uikit.error',
        'uikit.thread.change',
        'uikit.response.start',
        'uikit.response.end',
        'uikit.thread.load.start',
        'uikit.thread.load.end',
        'uikit.effect',
        'uikit.tool.change',
        'uikit.history.open',
        'uikit.history.close',
        'uikit.deeplink',
        'uikit.log',
      ].sort(),
    );
  });

  it("has every event of ChatKit's element, read from @openai/chatkit's types", () => {
    const types = readFileSync('node_modules/@openai/chatkit/types/index.d.ts', 'utf8');
    const chatkit = [...types.matchAll(/'chatkit\.([a-z.]+)': CustomEvent/g)].map(
      (match) => `uikit.${match[1] ?? ''}`,
    );
    expect(chatkit.length).toBeGreaterThan(10);
    expect([...new Set(chatkit)].sort()).toEqual(CHAT_EVENT_NAMES.map(elementEventName).sort());
  });

  it('loads without a DOM (a server rendering a page that imports it), defining nothing', () => {
    expect(typeof HTMLElement).toBe('undefined');
    expect(UikitChatElement.observedAttributes).toContain('session-url');
  });
});
