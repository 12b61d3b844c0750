import { describe, expect, it, vi } from 'vitest';
import { THREAD_ID } from '../../test/fixtures/items';
import type { ConversationOperation, WidgetAction } from '../wire/conversation';
import type { WidgetActionContext, WidgetActionHandler } from '../wire/widgetActions';
import { createChatEvents } from './chatEvents';
import { createChatState } from './chatState';
import type { ResponseOutcome } from './runResponse';
import { createWidgetActions } from './widgetActions';

const action = (type: string): WidgetAction => ({ type, payload: {}, handler: 'server' });
const completed: ResponseOutcome = { status: 'completed', userMessageStored: false, error: null };

/** Widget actions over an answer that streams until `endAnswer` is called. */
function actionsWith(onClientWidgetAction?: () => WidgetActionHandler) {
  const { chat } = createChatState({
    events: createChatEvents(),
    threadId: THREAD_ID,
    reopening: false,
  });
  let endAnswer: () => void = () => undefined;
  const answerEnded = new Promise<void>((resolve) => {
    endAnswer = resolve;
  });
  const sent: string[] = [];
  const respond = vi.fn((operation: ConversationOperation) => {
    if (operation.type === 'threads.custom_action') sent.push(operation.params.action.type);
    return Promise.resolve(completed);
  });
  const actions = createWidgetActions({
    chat,
    answer: { ended: () => answerEnded },
    respond,
    onClientWidgetAction,
  });
  return { actions, chat, respond, sent, endAnswer };
}

describe('widget actions', () => {
  it('wait for the answer streaming now, then go in the order they were fired', async () => {
    const { actions, sent, endAnswer, respond } = actionsWith();
    const first = actions.sendCustomAction(action('first'), 'itm_w');
    const second = actions.sendCustomAction(action('second'), 'itm_w');
    await Promise.resolve();
    expect(sent).toEqual([]);
    endAnswer();
    await Promise.all([first, second]);
    expect(sent).toEqual(['first', 'second']);
    expect(respond).toHaveBeenCalledWith(
      {
        type: 'threads.custom_action',
        params: { thread_id: THREAD_ID, item_id: 'itm_w', action: action('first') },
      },
      'action',
    );
  });

  it('drops the actions fired before a stop press, not those fired after it', async () => {
    const { actions, sent, endAnswer } = actionsWith();
    const before = actions.sendCustomAction(action('before'), 'itm_w');
    actions.stopPressed();
    const after = actions.sendCustomAction(action('after'), 'itm_w');
    endAnswer();
    await Promise.all([before, after]);
    expect(sent).toEqual(['after']);
  });

  it('drops an action whose thread was left while it waited, and sends none without a thread', async () => {
    const { actions, chat, sent, endAnswer } = actionsWith();
    const waiting = actions.sendCustomAction(action('left behind'), 'itm_w');
    chat.setState({ threadId: 'thr_other' });
    endAnswer();
    await waiting;
    chat.setState({ threadId: null });
    await actions.sendCustomAction(action('nowhere'), 'itm_w');
    expect(sent).toEqual([]);
  });

  it('keeps the queue going after an action that failed', async () => {
    const { actions, respond, sent, endAnswer } = actionsWith();
    respond.mockImplementationOnce(() => Promise.reject(new Error('refused')));
    const failing = actions.sendCustomAction(action('failing'), 'itm_w');
    const next = actions.sendCustomAction(action('next'), 'itm_w');
    endAnswer();
    await expect(failing).rejects.toThrow('refused');
    await next;
    expect(sent).toEqual(['next']);
  });

  it('routes a client action to the host’s handler and a server action to the workflow', async () => {
    const handler = vi.fn(() => Promise.resolve());
    const { actions, sent, endAnswer } = actionsWith(() => handler);
    endAnswer();
    const clientAction: WidgetAction = { type: 'open', payload: {}, handler: 'client' };
    const context: WidgetActionContext = {
      itemId: 'itm_w',
      node: { type: 'Button', label: 'Open' },
    };
    await actions.handleWidgetAction(clientAction, context);
    expect(handler).toHaveBeenCalledWith(clientAction, context);
    expect(sent).toEqual([]);
    await actions.handleWidgetAction(action('save'), context);
    expect(sent).toEqual(['save']);
  });
});
