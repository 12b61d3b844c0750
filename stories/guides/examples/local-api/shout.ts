// A workflow of the local API: it answers each message with the message, upper-cased.
// (Beside the built-in ones, in server-example/workflows/, these imports are './workflow' and
// './events'.)
import type { Workflow } from '../../../../server-example/workflows/workflow';
import { streamAssistantMessage, textOf } from '../../../../server-example/workflows/events';

export const shout: Workflow = {
  id: 'shout',
  version: '1',
  async *respond(input, context) {
    if (input.type !== 'user_message') return;
    yield* streamAssistantMessage(context, textOf(input.item).toUpperCase());
  },
};
