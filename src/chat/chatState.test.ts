import { describe, expect, it, vi } from 'vitest';
import { createChatEvents } from './chatEvents';
import { createChatState } from './chatState';

function chatStateWith(initial = { threadId: null as string | null, reopening: false }) {
  const events = createChatEvents();
  const heard: string[] = [];
  events.on('historyOpen', () => heard.push('open'));
  events.on('historyClose', () => heard.push('close'));
  return { state: createChatState({ events, ...initial }), heard };
}

describe('the chat’s own state', () => {
  it('starts on the given thread, or looking for the one to reopen', () => {
    expect(chatStateWith({ threadId: 'thr_1', reopening: false }).state.chat.getState()).toEqual({
      threadId: 'thr_1',
      threadOrigin: 'opened',
      historyOpen: false,
      reopening: false,
      problem: null,
      stopGraceOver: false,
      reconnecting: false,
    });
    expect(chatStateWith({ threadId: null, reopening: true }).state.chat.getState()).toMatchObject({
      threadId: null,
      reopening: true,
    });
  });

  it('reports the history panel opening and closing once per change, whoever changes it', () => {
    const { state, heard } = chatStateWith();
    state.showHistory();
    state.showHistory();
    expect(state.chat.getState().historyOpen).toBe(true);
    state.hideHistory();
    // A part closing the panel through the store is heard the same.
    state.chat.setState({ historyOpen: true });
    state.chat.setState({ threadId: 'thr_2' });
    expect(heard).toEqual(['open', 'close', 'open']);
  });

  it('shows a problem until it is dismissed, and tells no one of it by itself', () => {
    const { state } = chatStateWith();
    const listener = vi.fn();
    state.chat.subscribe(listener);
    const error = new Error('route down');
    state.report({ during: 'session', error });
    expect(state.chat.getState().problem).toEqual({ during: 'session', error });
    state.dismissProblem();
    expect(state.chat.getState().problem).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
