import type { StructuredInput, StructuredInputItem } from '../../../src/wire';

// The `question` answer (protocol section 12's `uikit.structured_input`): three questions, one of
// each kind, answered with `threads.add_structured_input`; the answer then says back what was
// chosen.

export const QUESTIONS = {
  topic: 'topic',
  items: 'items',
  note: 'note',
} as const;

/** A single-choice, a multiple-choice and a free-form question. */
export function demoQuestions(): StructuredInput[] {
  return [
    {
      type: 'multiple_choice',
      id: QUESTIONS.topic,
      question: 'Which part of the kit should the tour start with?',
      options: [{ value: 'Widgets' }, { value: 'Streaming' }, { value: 'Client tools' }],
      multiple: false,
      answer: null,
    },
    {
      type: 'multiple_choice',
      id: QUESTIONS.items,
      question: 'Which item types should it show?',
      options: [
        { value: 'Generated images' },
        { value: 'Reasoning' },
        { value: 'Web search' },
        { value: 'Task groups' },
      ],
      multiple: true,
      answer: null,
    },
    {
      type: 'freeform',
      id: QUESTIONS.note,
      question: 'Anything else the tour should cover?',
      description: 'A sentence is plenty; leave it empty to skip.',
      answer: null,
    },
  ];
}

const quoted = (values: readonly string[]) => values.map((value) => `**${value}**`).join(', ');

/** What the user answered, said back question by question (markdown), from the stored item. */
export function restateAnswers(item: StructuredInputItem): string {
  if (item.status === 'skipped')
    return 'You skipped the questions, so nothing was chosen. Ask for a `question` again any time.';
  const lines = item.inputs.map((input) => {
    const answer = input.answer;
    if (!answer || answer.skipped) return `- ${input.question} You skipped this one.`;
    if (input.type === 'freeform')
      return answer.values.length === 0
        ? `- ${input.question} You left it empty.`
        : `- ${input.question} You wrote: “${answer.values[0] ?? ''}”`;
    if (answer.values.length === 0) return `- ${input.question} You chose none.`;
    return `- ${input.question} You chose ${quoted(answer.values)}.`;
  });
  return `Thanks, here is what you answered (sent with \`threads.add_structured_input\`):\n\n${lines.join('\n')}`;
}
