import { streamAssistantMessage, textOf } from './events';
import type { Workflow } from './workflow';

/**
 * Repeats the user's text, token by token, with no delay: the predictable workflow of the tests
 * and the load benchmark.
 */
export const echoWorkflow: Workflow = {
  id: 'echo',
  version: '1',
  async *respond(input, context) {
    switch (input.type) {
      case 'user_message':
      case 'retry':
        yield* streamAssistantMessage(context, textOf(input.item));
        return;
      case 'client_tool_output':
        yield* streamAssistantMessage(
          context,
          `${input.item.name} returned ${JSON.stringify(input.output)}`,
        );
        return;
      case 'widget_action':
        yield* streamAssistantMessage(context, `action ${input.action.type}`);
        return;
      case 'structured_input':
        yield* streamAssistantMessage(
          context,
          `structured input ${input.item.status}: ${JSON.stringify(
            Object.fromEntries(input.item.inputs.map((one) => [one.id, one.answer])),
          )}`,
        );
        return;
    }
  },
};
