import type {
  StructuredInput,
  StructuredInputAnswer,
  StructuredInputItem,
  StructuredInputResponse,
} from '../../src/wire';
import { conflict, invalidRequest } from './errors';

// `threads.add_structured_input` (protocol section 12): the user's answers checked against the
// questions the item asked, and the item as it is stored once answered. Every refusal is a 400
// naming the answer at fault, so a client (or a person with curl) knows what to fix.

/** Characters of a free-form answer: a few paragraphs. */
export const MAX_FREEFORM_ANSWER_LENGTH = 4000;

const ANSWERS_PARAM = 'params.input.answers';

/** `params.input.answers.topic`, or `params.input.answers["a b"]` for a key that is no name. */
export function answerParam(inputId: string): string {
  return /^[A-Za-z_][\w-]*$/.test(inputId)
    ? `${ANSWERS_PARAM}.${inputId}`
    : `${ANSWERS_PARAM}[${JSON.stringify(inputId)}]`;
}

const skipped = (): StructuredInputAnswer => ({ values: [], skipped: true });

function refuse(message: string, param: string): never {
  throw invalidRequest('invalid_answer', message, param);
}

/** One input's answer, checked against its question. */
function checkAnswer(
  input: StructuredInput,
  answer: StructuredInputResponse['answers'][string],
): StructuredInputAnswer {
  const param = answerParam(input.id);
  if (answer.skipped === true) {
    if (answer.values.length > 0)
      refuse(`${param} is skipped, so it cannot have values too`, `${param}.values`);
    return skipped();
  }
  if (input.type === 'freeform') {
    if (answer.values.length > 1)
      refuse(`${param} answers a free-form question: one text, not a list`, `${param}.values`);
    const text = (answer.values[0] ?? '').trim();
    if (text.length > MAX_FREEFORM_ANSWER_LENGTH)
      refuse(
        `${param}.values[0] is ${text.length} characters; at most ${MAX_FREEFORM_ANSWER_LENGTH} are taken`,
        `${param}.values[0]`,
      );
    return { values: text === '' ? [] : [text], skipped: false };
  }
  if (!input.multiple && answer.values.length > 1)
    refuse(
      `${param} answers a single-choice question: at most one value, not ${answer.values.length}`,
      `${param}.values`,
    );
  const options = new Set(input.options.map((option) => option.value));
  const seen = new Set<string>();
  for (const [index, value] of answer.values.entries()) {
    if (!options.has(value))
      refuse(
        `${param}.values[${index}] is not one of the options of "${input.question}"`,
        `${param}.values[${index}]`,
      );
    if (seen.has(value))
      refuse(`${param}.values[${index}] is chosen twice`, `${param}.values[${index}]`);
    seen.add(value);
  }
  return { values: [...answer.values], skipped: false };
}

/**
 * The item answered (or skipped) with `response`; a 409 when it was answered before, a 400 naming
 * the first answer that does not fit its question. An input `response` leaves out counts as
 * skipped; skipping the whole item skips every input.
 */
export function answerStructuredInput(
  item: StructuredInputItem,
  response: StructuredInputResponse,
): StructuredInputItem {
  if (item.status !== 'pending')
    throw conflict(
      'structured_input_answered',
      `These questions were already ${item.status}; they take one answer`,
      'params.item_id',
    );
  const byId = new Map(item.inputs.map((input) => [input.id, input]));
  for (const id of Object.keys(response.answers))
    if (!byId.has(id))
      refuse(`${answerParam(id)}: these questions have no input "${id}"`, answerParam(id));
  if (response.status === 'skipped')
    return {
      ...item,
      status: 'skipped',
      inputs: item.inputs.map((input) => ({ ...input, answer: skipped() })),
    };
  return {
    ...item,
    status: 'answered',
    inputs: item.inputs.map((input) => {
      // Own keys only: an input called `constructor` is not answered by Object.prototype.
      const answer = Object.hasOwn(response.answers, input.id)
        ? response.answers[input.id]
        : undefined;
      return { ...input, answer: answer === undefined ? skipped() : checkAnswer(input, answer) };
    }),
  };
}
