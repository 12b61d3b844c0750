import { describe, expect, it } from 'vitest';
import {
  assistantMessage,
  clientToolCall,
  THREAD_ID,
  userMessage,
} from '../../test/fixtures/items';
import { fakeFetch, jsonResponse } from '../../test/support/fakeFetch';
import { createUikitClient } from '../client/UikitClient';
import { createThreadStore } from '../state/createThreadStore';
import { createChatEvents } from './chatEvents';
import { createChatState } from './chatState';
import { createItemFeedback } from './itemFeedback';

function feedbackWith(threadId: string | null) {
  const { fetch, requests } = fakeFetch((request) =>
    jsonResponse(200, { object: 'uikit.feedback', ...(request.body as object) }),
  );
  const client = createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs_test',
    fetch,
  });
  const store = createThreadStore();
  const { chat } = createChatState({ events: createChatEvents(), threadId, reopening: false });
  return { feedback: createItemFeedback({ client, chat, store }), store, requests };
}

describe('feedback on answers', () => {
  it('rates every item that answered the same message: a tool round trip is one answer', async () => {
    const { feedback, store, requests } = feedbackWith(THREAD_ID);
    const toolAnswer = { ...assistantMessage, id: 'itm_a_after_tool' };
    const nextQuestion = { ...userMessage, id: 'itm_u_next' };
    store.getState().dispatch({
      type: 'items.page',
      items: [userMessage, clientToolCall, toolAnswer, nextQuestion],
      position: 'newer',
    });
    await feedback.sendTurnFeedback(toolAnswer.id, 'positive');
    expect(requests[0]?.url.pathname).toBe(`/v1/uikit/threads/${THREAD_ID}/feedback`);
    expect(requests[0]?.body).toEqual({
      item_ids: [clientToolCall.id, toolAnswer.id],
      kind: 'positive',
    });
  });

  it('rates an item it cannot place in a turn on its own', async () => {
    const { feedback, requests } = feedbackWith(THREAD_ID);
    await feedback.sendTurnFeedback('itm_unknown', 'negative');
    expect(requests[0]?.body).toEqual({ item_ids: ['itm_unknown'], kind: 'negative' });
  });

  it('sends nothing without an open thread', async () => {
    const { feedback, requests } = feedbackWith(null);
    await feedback.sendFeedback(['itm_a'], 'positive');
    expect(requests).toEqual([]);
  });
});
