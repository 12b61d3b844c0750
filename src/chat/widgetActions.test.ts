import { describe, expect, it, vi } from 'vitest';
import { THREAD_ID, widgetItem } from '../../test/fixtures/items';
import { fakeFetch, jsonResponse, type Responder } from '../../test/support/fakeFetch';
import { createUikitClient } from '../client/UikitClient';
import { createThreadStore } from '../state/createThreadStore';
import type { ConversationOperation, WidgetAction } from '../wire/conversation';
import type { ClientWidgetActionHandler, WidgetActionContext } from '../wire/widgetActions';
import { parseWidget } from '../wire/widgets';
import { createChatEvents } from './chatEvents';
import { createChatState } from './chatState';
import type { ResponseOutcome } from './runResponse';
import { createWidgetActions } from './widgetActions';

const action = (type: string): WidgetAction => ({ type, payload: {}, handler: 'server' });
const completed: ResponseOutcome = { status: 'completed', userMessageStored: false, error: null };

/**
 * Widget actions over an answer that streams until `endAnswer` is called; the service answers
 * `threads.sync_custom_action` with `syncAnswer`.
 */
function actionsWith(
  onClientWidgetAction?: () => ClientWidgetActionHandler,
  syncAnswer: Responder = () => jsonResponse(200, {}),
) {
  const events = createChatEvents();
  const chatState = createChatState({ events, threadId: THREAD_ID, reopening: false });
  const { chat } = chatState;
  const { fetch, requests } = fakeFetch(syncAnswer);
  const client = createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs',
    fetch,
  });
  const store = createThreadStore();
  const errors: unknown[] = [];
  events.on('error', ({ error }) => errors.push(error));
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
    client,
    store,
    events,
    problems: chatState,
    answer: { ended: () => answerEnded },
    respond,
    onClientWidgetAction,
  });
  return { actions, chat, respond, sent, endAnswer, requests, store, errors };
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
    await expect(actions.sendCustomAction(action('nowhere'), 'itm_w')).rejects.toThrow(
      /needs an open thread/,
    );
    expect(sent).toEqual([]);
  });

  it("sends an action given no item id for the open thread's latest widget, as ChatKit does", async () => {
    const { actions, respond, store, endAnswer } = actionsWith();
    endAnswer();
    await expect(actions.sendCustomAction(action('orphan'))).rejects.toThrow(
      /no itemId and the open thread has no widget/,
    );
    const later = { ...widgetItem, id: 'itm_widget_2', created_at: widgetItem.created_at + 1 };
    store
      .getState()
      .dispatch({ type: 'items.page', items: [widgetItem, later], position: 'newer' });
    await actions.sendCustomAction(action('latest'));
    expect(respond).toHaveBeenLastCalledWith(
      {
        type: 'threads.custom_action',
        params: { thread_id: THREAD_ID, item_id: 'itm_widget_2', action: action('latest') },
      },
      'action',
    );
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
    const handler = vi.fn<ClientWidgetActionHandler>(() => Promise.resolve());
    const { actions, sent, endAnswer, store } = actionsWith(() => handler);
    endAnswer();
    store.getState().dispatch({ type: 'items.page', items: [widgetItem], position: 'newer' });
    const clientAction: WidgetAction = { type: 'open', payload: {}, handler: 'client' };
    const context: WidgetActionContext = {
      itemId: widgetItem.id,
      node: { type: 'Button', label: 'Open' },
    };
    await actions.handleWidgetAction(clientAction, context);
    // As ChatKit calls it: the action, the widget item `{ id, widget }`, then where it came from.
    const parsed = parseWidget(widgetItem.widget);
    expect(parsed.ok && handler).toHaveBeenCalledWith(
      clientAction,
      { id: widgetItem.id, widget: parsed.ok ? parsed.root : null },
      context,
    );
    expect(sent).toEqual([]);
    await actions.handleWidgetAction(action('save'), context);
    expect(sent).toEqual(['save']);
  });

  it('sends an action that does not stream at once, while an answer streams, and puts the widget it answers with in place', async () => {
    const updated = { ...widgetItem, widget: JSON.stringify({ type: 'Card', children: [] }) };
    const { actions, requests, store, sent } = actionsWith(undefined, () =>
      jsonResponse(200, { updated_item: updated }),
    );
    store.getState().dispatch({ type: 'items.page', items: [widgetItem], position: 'newer' });
    const toggle: WidgetAction = { ...action('toggle'), streaming: false };
    // The answer never ends in this test: the action does not wait for it.
    await actions.handleWidgetAction(toggle, { itemId: widgetItem.id, node: { type: 'Button' } });
    expect(requests[0]?.url.pathname).toBe('/v1/uikit/conversation');
    expect(requests[0]?.body).toEqual({
      type: 'threads.sync_custom_action',
      params: { thread_id: THREAD_ID, item_id: widgetItem.id, action: toggle },
    });
    expect(sent).toEqual([]);
    const shown = store.getState().items.find((item) => item.id === widgetItem.id);
    expect(shown).toMatchObject({ type: 'uikit.widget', widget: updated.widget });
  });

  it('leaves the widget as it was when the action answers nothing, and shows a refusal as the action’s problem', async () => {
    let refuse = false;
    const { actions, store, chat, errors } = actionsWith(undefined, () =>
      refuse
        ? jsonResponse(400, { error: { type: 'invalid_request_error', message: 'no such action' } })
        : jsonResponse(200, {}),
    );
    store.getState().dispatch({ type: 'items.page', items: [widgetItem], position: 'newer' });
    const toggle: WidgetAction = { ...action('toggle'), streaming: false };
    await actions.sendSyncAction(toggle, widgetItem.id);
    expect(store.getState().items).toEqual([widgetItem]);
    expect(errors).toEqual([]);
    refuse = true;
    await actions.sendSyncAction(toggle, widgetItem.id);
    expect(store.getState().items).toEqual([widgetItem]);
    expect(errors).toHaveLength(1);
    expect(chat.getState().problem).toMatchObject({ during: 'action' });
  });

  it('answers a structured input after the answer streaming now, with the answers by input id', async () => {
    const { actions, respond, endAnswer } = actionsWith();
    const answered = actions.answerStructuredInput('itm_q', {
      status: 'answered',
      answers: { size: { values: ['large'] } },
    });
    await Promise.resolve();
    expect(respond).not.toHaveBeenCalled();
    endAnswer();
    await answered;
    expect(respond).toHaveBeenCalledWith(
      {
        type: 'threads.add_structured_input',
        params: {
          thread_id: THREAD_ID,
          item_id: 'itm_q',
          input: { status: 'answered', answers: { size: { values: ['large'] } } },
        },
      },
      'action',
    );
  });
});
