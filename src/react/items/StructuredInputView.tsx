import { useId, useState, type KeyboardEvent } from 'react';
import type { StructuredInputResponse } from '../../wire/conversation';
import type { ReceivedStructuredInputItem } from '../../wire/received';
import type {
  FreeformInput,
  MultipleChoiceInput,
  StructuredInput as Question,
} from '../../wire/structuredInput';
import { useRenderOptions } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { ShowMoreButton, useShownCount } from '../primitives/ShowMore';
import { InvalidPart } from './InvalidItem';

/** Questions, and options of one question, shown at first; each "Show more" adds as many again. */
const QUESTIONS_SHOWN = 20;
const OPTIONS_SHOWN = 20;
/** The longest free-form answer sent: a service's own bound is unknown, a page's paste is not. */
const ANSWER_MAX_LENGTH = 10_000;

/** What the user has entered, by question id: the options chosen, or the text written. */
type Draft = Readonly<Record<string, readonly string[]>>;

/** The answers a draft sends: each question's values, or skipped when it has none. */
export function structuredInputResponse(
  questions: readonly Question[],
  draft: Draft,
  skipped: boolean,
): StructuredInputResponse {
  const answers: StructuredInputResponse['answers'] = {};
  for (const question of questions) {
    const entered = skipped ? [] : (draft[question.id] ?? []);
    const values =
      question.type === 'freeform'
        ? entered.map((text) => text.trim()).filter((text) => text !== '')
        : question.multiple
          ? question.options.map((option) => option.value).filter((v) => entered.includes(v))
          : entered.slice(0, 1);
    answers[question.id] = values.length === 0 ? { values: [], skipped: true } : { values };
  }
  return { status: skipped ? 'skipped' : 'answered', answers };
}

const readable = (inputs: ReceivedStructuredInputItem['inputs']): Question[] =>
  inputs.filter((input): input is Question => input.type !== 'invalid');

/**
 * Questions the workflow asks the user (protocol section 12): a choice of one (radio buttons), of
 * several (checkboxes), or an answer in their own words. The user answers or skips them all with
 * the keyboard alone (Ctrl or ⌘ + Enter in a text field submits too); the answers go to the
 * render context's `onStructuredInput` (the chat sends them as `threads.add_structured_input`).
 * Once answered or skipped, here or in the item the service sends back, the questions show their
 * answers, read-only. Without a handler, or while the item streams, they show and cannot be
 * answered.
 *
 * @example
 * <RenderProvider onStructuredInput={(itemId, input) => send(itemId, input)}>
 *   <StructuredInputView item={item} streaming={false} />
 * </RenderProvider>
 */
export function StructuredInputView({
  item,
  streaming,
}: ItemRendererProps<ReceivedStructuredInputItem>) {
  const { onStructuredInput } = useRenderOptions();
  // What this page sent, shown until the service's answered item replaces this one.
  const [sent, setSent] = useState<StructuredInputResponse | null>(null);
  if (item.status !== 'pending' || sent !== null) {
    return <AnsweredQuestions item={item} sent={item.status === 'pending' ? sent : null} />;
  }
  return (
    <QuestionForm
      item={item}
      onSubmit={
        streaming || !onStructuredInput
          ? undefined
          : async (input) => {
              await onStructuredInput(item.id, input);
              setSent(input);
            }
      }
    />
  );
}

function QuestionForm({
  item,
  onSubmit,
}: {
  item: ReceivedStructuredInputItem;
  onSubmit: ((input: StructuredInputResponse) => Promise<void>) | undefined;
}) {
  const { labels, onRenderError } = useRenderOptions();
  const id = useId();
  const [draft, setDraft] = useState<Draft>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const shown = useShownCount(item.inputs.length, QUESTIONS_SHOWN, QUESTIONS_SHOWN);
  const disabled = onSubmit === undefined || sending;

  const send = (skipped: boolean) => {
    if (!onSubmit || sending) return;
    setSending(true);
    setFailed(false);
    onSubmit(structuredInputResponse(readable(item.inputs), draft, skipped)).then(
      () => {
        setSending(false);
      },
      (error: unknown) => {
        setSending(false);
        setFailed(true);
        onRenderError?.(error, { itemId: item.id });
      },
    );
  };
  const set = (questionId: string, values: readonly string[]) => {
    setDraft((current) => ({ ...current, [questionId]: values }));
  };

  return (
    <form
      data-slot="structured-input"
      data-state={sending ? 'sending' : 'pending'}
      aria-label={labels.questions}
      aria-busy={sending || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send(false);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (
          event.key === 'Enter' &&
          (event.ctrlKey || event.metaKey) &&
          event.target instanceof HTMLTextAreaElement
        ) {
          event.preventDefault();
          send(false);
        }
      }}
    >
      <fieldset data-slot="structured-input-fields" disabled={disabled}>
        {item.inputs.slice(0, shown.count).map((input, index) =>
          input.type === 'invalid' ? (
            <InvalidPart key={index} part={input} slot="structured-question-invalid" />
          ) : input.type === 'multiple_choice' ? (
            <ChoiceQuestion
              key={input.id}
              input={input}
              name={`${id}-${String(index)}`}
              chosen={draft[input.id] ?? []}
              onChange={(values) => {
                set(input.id, values);
              }}
            />
          ) : (
            <FreeformQuestion
              key={input.id}
              input={input}
              fieldId={`${id}-${String(index)}`}
              text={draft[input.id]?.[0] ?? ''}
              onChange={(text) => {
                set(input.id, [text]);
              }}
            />
          ),
        )}
        <ShowMoreButton count={shown.next} onClick={shown.more} slot="structured-input-more" />
      </fieldset>
      {onSubmit && (
        <div data-slot="structured-input-actions">
          <button type="submit" data-slot="structured-input-submit" disabled={sending}>
            {labels.submitAnswers}
          </button>
          <button
            type="button"
            data-slot="structured-input-skip"
            disabled={sending}
            onClick={() => {
              send(true);
            }}
          >
            {labels.skipQuestions}
          </button>
        </div>
      )}
      <span data-slot="structured-input-error" role="alert">
        {failed ? labels.sendFailed : ''}
      </span>
    </form>
  );
}

function ChoiceQuestion({
  input,
  name,
  chosen,
  onChange,
}: {
  input: MultipleChoiceInput;
  name: string;
  chosen: readonly string[];
  onChange: (values: readonly string[]) => void;
}) {
  const shown = useShownCount(input.options.length, OPTIONS_SHOWN, OPTIONS_SHOWN);
  return (
    <fieldset data-slot="structured-question" data-kind={input.multiple ? 'multiple' : 'single'}>
      <legend data-slot="structured-question-text" dir="auto">
        {input.question}
      </legend>
      <div data-slot="structured-options">
        {input.options.slice(0, shown.count).map((option, index) => (
          <label key={index} data-slot="structured-option" dir="auto">
            <input
              type={input.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => {
                if (!input.multiple) onChange([option.value]);
                else if (event.target.checked) onChange([...chosen, option.value]);
                else onChange(chosen.filter((value) => value !== option.value));
              }}
            />
            <span>{option.value}</span>
          </label>
        ))}
      </div>
      <ShowMoreButton count={shown.next} onClick={shown.more} slot="structured-options-more" />
    </fieldset>
  );
}

function FreeformQuestion({
  input,
  fieldId,
  text,
  onChange,
}: {
  input: FreeformInput;
  fieldId: string;
  text: string;
  onChange: (text: string) => void;
}) {
  const description = input.description ?? null;
  return (
    <div data-slot="structured-question" data-kind="freeform">
      <label data-slot="structured-question-text" htmlFor={fieldId} dir="auto">
        {input.question}
      </label>
      {description !== null && (
        <p id={`${fieldId}-description`} data-slot="structured-question-description" dir="auto">
          {description}
        </p>
      )}
      <textarea
        id={fieldId}
        data-slot="structured-answer"
        dir="auto"
        rows={2}
        maxLength={ANSWER_MAX_LENGTH}
        value={text}
        aria-describedby={description === null ? undefined : `${fieldId}-description`}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** The questions with their answers, read-only: from the item, or what this page just sent. */
function AnsweredQuestions({
  item,
  sent,
}: {
  item: ReceivedStructuredInputItem;
  sent: StructuredInputResponse | null;
}) {
  const { labels, locale } = useRenderOptions();
  const shown = useShownCount(item.inputs.length, QUESTIONS_SHOWN, QUESTIONS_SHOWN);
  const state = sent?.status ?? item.status;
  const list = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
  return (
    <div data-slot="structured-input" data-state={state} role="group" aria-label={labels.questions}>
      <ul data-slot="structured-answers">
        {item.inputs.slice(0, shown.count).map((input, index) => {
          if (input.type === 'invalid')
            return (
              <li key={index} data-slot="structured-answer-row">
                <InvalidPart part={input} slot="structured-question-invalid" />
              </li>
            );
          const answer = sent ? sent.answers[input.id] : input.answer;
          const values = answer?.values ?? [];
          const skipped = state === 'skipped' || answer?.skipped === true || values.length === 0;
          return (
            <li key={input.id} data-slot="structured-answer-row">
              <span data-slot="structured-question-text" dir="auto">
                {input.question}
              </span>
              <span
                data-slot="structured-answer-value"
                data-state={skipped ? 'skipped' : 'answered'}
                dir="auto"
              >
                {skipped ? labels.answerSkipped : list.format(values)}
              </span>
            </li>
          );
        })}
      </ul>
      <ShowMoreButton count={shown.next} onClick={shown.more} slot="structured-input-more" />
    </div>
  );
}
