import type { Annotation, JsonValue, UserMessageItem } from '../../../src/wire';
import {
  itemAdded,
  itemDone,
  itemReplaced,
  itemUpdated,
  streamAssistantMessage,
  textOf,
  tokenize,
} from '../events';
import type { Workflow, WorkflowContext, WorkflowEvent } from '../workflow';
import { BOOKING, bookedCard, bookingForm, confirmationBadge, readBooking } from './bookingForm';
import { chartWidget } from './chartWidget';
import { countAction, counterCard, counterCopyText } from './counterWidget';
import { citeTags } from './entityAnswer';
import { generateImage } from './imageAnswer';
import { demoQuestions, restateAnswers } from './questions';
import { reasonAbout, reasonedAnswer } from './reasoning';
import { describeAttachments, mathAnswer, showcaseMarkdown, slowAnswer } from './showcase';
import { findTrigger } from './triggers';
import { searchAnswer, searchTheWeb } from './webSearch';

export interface DemoOptions {
  /** Pause between streamed tokens (`UIKIT_DEMO_TOKEN_DELAY_MS`). */
  tokenDelayMs: number;
  /** Pause between tokens of the `slow` answer (`UIKIT_DEMO_SLOW_TOKEN_DELAY_MS`). */
  slowTokenDelayMs: number;
  /** Pause between task steps and progress lines. */
  stepDelayMs: number;
}

export const DEMO_DEFAULTS: DemoOptions = {
  tokenDelayMs: 12,
  slowTokenDelayMs: 120,
  stepDelayMs: 700,
};

export const PAGE_INFO_TOOL = 'get_page_info';

type Events = AsyncGenerator<WorkflowEvent, void, undefined>;

/** The showcase workflow: one answer per trigger word (see triggers.ts), markdown otherwise. */
export function createDemoWorkflow(overrides: Partial<DemoOptions> = {}): Workflow {
  const options: DemoOptions = { ...DEMO_DEFAULTS, ...overrides };
  const say = (context: WorkflowContext, text: string, annotations: Annotation[] = []) =>
    streamAssistantMessage(context, text, { tokenDelayMs: options.tokenDelayMs, annotations });

  async function* answerMessage(
    context: WorkflowContext,
    message: UserMessageItem,
    retry: boolean,
  ): Events {
    const attached = describeAttachments(message.attachments);
    const text = textOf(message);
    const trigger = findTrigger(text);
    const mentioned = citeTags(message);
    if (trigger === null && mentioned !== null) {
      yield* say(context, mentioned.text, mentioned.annotations);
      return;
    }
    switch (trigger) {
      case 'chart': {
        const item = context.items.widget(chartWidget());
        yield itemAdded(item);
        yield itemDone(item);
        return;
      }
      case 'widget':
        yield* bookingWidget(context);
        return;
      case 'tool': {
        yield* say(context, 'Let me ask your page who it is…');
        const info = await context.callClientTool(PAGE_INFO_TOOL, { fields: ['title', 'url'] });
        yield* answerPageInfo(context, info);
        return;
      }
      case 'tasks':
        yield* tasks(context);
        return;
      case 'progress':
        for (const step of ['Reading your message…', 'Looking things up…', 'Writing the answer…']) {
          yield { type: 'progress_update', text: step, icon: 'sparkle' };
          await context.sleep(options.stepDelayMs);
        }
        yield* say(
          context,
          'Done: those lines were `progress_update` events, shown while I worked and never stored.',
        );
        return;
      case 'notice':
        yield { type: 'notice', level: 'info', message: 'This is an info notice.', title: null };
        yield {
          type: 'notice',
          level: 'warning',
          message: 'This is a warning notice.',
          title: 'Heads up',
        };
        yield {
          type: 'notice',
          level: 'danger',
          message: 'This is a danger notice.',
          title: 'Careful',
        };
        yield* say(
          context,
          'Three `notice` events arrived before this answer: info, warning and danger.',
        );
        return;
      case 'error':
        if (retry) {
          yield* say(
            context,
            'Retried: this time the answer **worked**. The failed attempt was removed.',
          );
          return;
        }
        yield* say(context, 'Starting an answer that is going to fail…');
        yield {
          type: 'error',
          code: 'demo_failure',
          message: 'The demo failed on purpose. Retry to answer again.',
          allow_retry: true,
        };
        return;
      case 'slow':
        yield* streamAssistantMessage(context, slowAnswer(), {
          tokenDelayMs: options.slowTokenDelayMs,
        });
        return;
      case 'lock':
        yield* say(
          context,
          'Locking this thread now: it takes no more messages. Start a new chat to go on.',
        );
        context.lockThread('Locked by the demo. Start a new chat to go on.');
        return;
      case 'close':
        yield* say(context, 'Closing this thread now. Thanks for trying the demo!');
        context.closeThread('Closed by the demo.');
        return;
      case 'math':
        yield* say(context, mathAnswer());
        return;
      case 'deeplink':
        yield* say(
          context,
          'Your orders are one click away: [open my recent orders](uikit-link://orders?tab=recent). A deep link opens nothing itself: the page hears `deeplink` with its name and data, and decides.',
        );
        return;
      case 'image': {
        const drawn = yield* generateImage(context, text, options.stepDelayMs);
        if (drawn !== null)
          yield* say(
            context,
            `Here is ${drawn}, drawn on this server for your words (no model: the same words always draw the same picture). It arrived as a \`uikit.generated_image\` item with no image, sharpened through partial previews (\`generated_image.updated\` with their progress), and ended with the final PNG.`,
          );
        return;
      }
      case 'question': {
        yield* say(context, 'A few questions first: answer them, or skip them.');
        const item = context.items.structuredInput(demoQuestions());
        yield itemDone(item);
        return;
      }
      case 'reason': {
        const { facts, seconds } = yield* reasonAbout(context, text, options.stepDelayMs);
        yield* say(context, reasonedAnswer(facts, seconds));
        return;
      }
      case 'search': {
        const found = yield* searchTheWeb(context, text, options.stepDelayMs);
        const answer = searchAnswer(found);
        yield* say(context, answer.text, answer.annotations);
        return;
      }
      case 'counter': {
        const item = context.items.widget(counterCard(0));
        yield itemDone({ ...item, copy_text: counterCopyText(0) });
        yield* say(
          context,
          'Press − or + on the card: each press goes out as `threads.sync_custom_action` and the card is replaced by the one the server answers with, at once, even while an answer is streaming.',
        );
        return;
      }
      case null: {
        const showcase = showcaseMarkdown(context.stateVariables);
        yield* say(context, `${attached.text}${showcase.text}`, [
          ...attached.annotations,
          ...showcase.annotations,
        ]);
        return;
      }
    }
  }

  async function* bookingWidget(context: WorkflowContext): Events {
    const item = context.items.widget(bookingForm(true));
    yield itemAdded(item);
    const tokens = tokenize(BOOKING.hint);
    for (const [index, token] of tokens.entries()) {
      if (options.tokenDelayMs > 0) await context.sleep(options.tokenDelayMs);
      yield itemUpdated(item.id, {
        type: 'widget.streaming_text.value_delta',
        component_id: BOOKING.hintId,
        delta: token,
        done: index === tokens.length - 1,
      });
    }
    yield itemDone({ ...item, widget: JSON.stringify(bookingForm(false)) });
  }

  async function* answerPageInfo(context: WorkflowContext, info: JsonValue): Events {
    const record = typeof info === 'object' && info !== null && !Array.isArray(info) ? info : {};
    const title =
      typeof record.title === 'string' && record.title !== ''
        ? record.title
        : 'a page without a title';
    const url = typeof record.url === 'string' ? record.url : null;
    const linkable = url !== null && /^https?:\/\//.test(url);
    const annotations: Annotation[] = linkable
      ? [{ type: 'url', source: { type: 'url', url, title }, index: null }]
      : [];
    yield* say(
      context,
      `Your page answered \`${PAGE_INFO_TOOL}\`: it is **${title}**${url === null ? '' : `, at ${linkable ? `[${url}](${url})` : `\`${url}\``}`}.`,
      annotations,
    );
  }

  async function* tasks(context: WorkflowContext): Events {
    yield { type: 'progress_update', text: 'Planning the work…', icon: 'bolt' };
    const group = context.items.taskGroup();
    yield itemAdded(group);
    const steps = [
      { heading: 'Read the thread', summary: 'Found one question.' },
      { heading: 'Look up the protocol', summary: 'Sections 2 to 8 apply.' },
      { heading: 'Draft the answer', summary: 'Three short paragraphs.' },
    ];
    for (const [index, step] of steps.entries()) {
      yield itemUpdated(group.id, {
        type: 'task_group.task.added',
        task_index: index,
        task: { heading: step.heading, summary: null, type: 'custom', status_indicator: 'loading' },
      });
      await context.sleep(options.stepDelayMs);
      yield itemUpdated(group.id, {
        type: 'task_group.task.updated',
        task_index: index,
        task: {
          heading: step.heading,
          summary: step.summary,
          type: 'custom',
          status_indicator: 'complete',
        },
      });
    }
    yield itemDone({
      ...group,
      tasks: steps.map((step) => ({
        heading: step.heading,
        summary: step.summary,
        type: 'custom',
        status_indicator: 'complete',
      })),
    });
    const thought = context.items.task({ heading: 'Thinking it over', type: 'thought' });
    yield itemDone(thought);
    await context.sleep(options.stepDelayMs);
    yield itemReplaced({
      ...thought,
      summary: 'Three steps, all finished; nothing left to check.',
      status_indicator: 'complete',
    });
    yield* say(
      context,
      'All three tasks are done. The task group above progressed step by step, and the thought was replaced in place once it was complete.',
    );
  }

  return {
    id: 'demo',
    version: '1',
    async *respond(input, context) {
      switch (input.type) {
        case 'user_message':
          yield* answerMessage(context, input.item, false);
          return;
        case 'retry':
          yield* answerMessage(context, input.item, true);
          return;
        case 'client_tool_output':
          // No run was waiting (the server restarted): continue from the stored call.
          if (input.item.name === PAGE_INFO_TOOL) yield* answerPageInfo(context, input.output);
          else
            yield* say(
              context,
              `The page answered \`${input.item.name}\`, which this demo does not use.`,
            );
          return;
        case 'structured_input':
          yield* say(context, restateAnswers(input.item));
          return;
        case 'widget_action':
          if (input.action.type === BOOKING.bookAction) {
            const booking = readBooking(input.action.payload);
            if (booking.name === '') {
              yield {
                type: 'notice',
                level: 'warning',
                message: 'Enter your name to book a tour.',
                title: null,
              };
              return;
            }
            yield itemUpdated(input.item.id, {
              type: 'widget.root.updated',
              widget: JSON.stringify(bookedCard(booking)),
            });
            yield { type: 'client_effect', name: 'demo.booked', data: { ...booking } };
            // One node changes alone: the confirmation badge (`widget.component.updated`).
            if (options.stepDelayMs > 0) await context.sleep(options.stepDelayMs);
            yield itemUpdated(input.item.id, {
              type: 'widget.component.updated',
              component_id: BOOKING.confirmationId,
              component: JSON.stringify(confirmationBadge(true)),
            });
            yield* say(
              context,
              `Booked **${booking.tour}** for ${booking.name}${booking.date ? ` on ${booking.date}` : ''}. The card above was updated by the server (\`widget.root.updated\`).`,
            );
          } else if (input.action.type === BOOKING.resetAction) {
            yield itemUpdated(input.item.id, {
              type: 'widget.root.updated',
              widget: JSON.stringify(bookingForm(false)),
            });
          } else {
            yield {
              type: 'notice',
              level: 'warning',
              message: `The demo has no action "${input.action.type}".`,
              title: null,
            };
          }
          return;
      }
    },
    // The counter's buttons (`streaming: false`): the card as the press leaves it.
    syncAction: (item, action) => Promise.resolve(countAction(item, action)),
  };
}
