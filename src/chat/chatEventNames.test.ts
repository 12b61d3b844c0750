import { describe, expect, it } from 'vitest';
import { CHAT_EVENT_HANDLER_NAMES, CHAT_EVENT_NAMES, chatEventHandlerName } from './chatEvents';

describe('chat event names', () => {
  it('names each host option after its event, one option per event', () => {
    expect(CHAT_EVENT_HANDLER_NAMES).toEqual([
      'onReady',
      'onError',
      'onThreadChange',
      'onResponseStart',
      'onResponseEnd',
      'onThreadLoadStart',
      'onThreadLoadEnd',
      'onEffect',
      'onToolChange',
      'onHistoryOpen',
      'onHistoryClose',
      'onDeeplink',
      'onLog',
    ]);
    expect(new Set(CHAT_EVENT_NAMES).size).toBe(CHAT_EVENT_NAMES.length);
    expect(chatEventHandlerName('threadLoadEnd')).toBe('onThreadLoadEnd');
  });
});
