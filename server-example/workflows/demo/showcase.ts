import type { Annotation, Attachment, StateVariableValue } from '../../../src/wire';
import { DEMO_TRIGGERS } from './triggers';

const SQLITE_WAL = 'https://www.sqlite.org/wal.html';
const HONO = 'https://hono.dev';

/** A sentence naming each attachment by name and type, and a file annotation for each. */
export function describeAttachments(attachments: readonly Attachment[]): {
  text: string;
  annotations: Annotation[];
} {
  if (attachments.length === 0) return { text: '', annotations: [] };
  const lines = attachments.map(
    (file) =>
      `- **${file.name}**: ${file.type === 'image' ? 'an image' : 'a file'} (${file.mime_type})`,
  );
  return {
    text: `You attached ${attachments.length === 1 ? 'one file' : `${attachments.length} files`}:\n\n${lines.join('\n')}\n\n`,
    annotations: attachments.map((file) => ({
      type: 'file',
      source: { type: 'file', filename: file.name },
      index: null,
    })),
  };
}

function greeting(stateVariables: Readonly<Record<string, StateVariableValue>>): string {
  const name = stateVariables.user_name;
  return typeof name === 'string' && name.trim() !== '' ? `Hello, ${name.trim()}!` : 'Hello!';
}

/** The default answer: GitHub-flavoured markdown with every construct the kit renders. */
export function showcaseMarkdown(stateVariables: Readonly<Record<string, StateVariableValue>>) {
  const triggers = DEMO_TRIGGERS.map((trigger) => `- **${trigger.name}**: ${trigger.shows}`);
  const text = `## The uikit demo

${greeting(stateVariables)} This answer comes from the local uikit API and is **streamed token by token**, with _emphasis_, \`inline code\` and [links](${HONO}).

### Things to try

Put one of these words in a message:

${triggers.join('\n')}

### What a thread holds

| Item type | What it shows |
| --- | --- |
| \`uikit.assistant_message\` | markdown like this, with annotations |
| \`uikit.widget\` | cards and forms that talk back to the server |
| \`uikit.client_tool_call\` | a tool the page runs |
| \`uikit.task_group\` | steps of a longer job, reasoning, a web search |
| \`uikit.generated_image\` | an image that sharpens while it is made |
| \`uikit.structured_input\` | questions for you to answer |

### Sending a message yourself

\`\`\`ts
const stream = await client.conversation.createThread({
  content: [{ type: 'input_text', text: 'Show me a widget' }],
});
for await (const event of stream) store.getState().applyEvents([event]);
\`\`\`

1. Threads and items are stored in SQLite, in [WAL mode](${SQLITE_WAL}).
2. Uploads are served through short-lived signed URLs.
3. Every answer can be stopped; what was sent is kept.
`;
  const annotations: Annotation[] = [
    {
      type: 'url',
      source: { type: 'url', url: SQLITE_WAL, title: 'SQLite: write-ahead logging' },
      index: null,
    },
    { type: 'url', source: { type: 'url', url: HONO, title: 'Hono' }, index: null },
    { type: 'file', source: { type: 'file', filename: 'uikit-protocol.md' }, index: null },
  ];
  return { text, annotations };
}

/** A long answer, slow on purpose, to try the stop button on. */
export function slowAnswer(): string {
  const paragraphs = Array.from(
    { length: 30 },
    (_, index) =>
      `**Part ${index + 1} of 30.** This answer is slow on purpose, so there is time to press stop. ` +
      'Whatever arrived before you stop stays in the thread, stored as a final message.',
  );
  return paragraphs.join('\n\n');
}

/**
 * The `math` answer: formulas in each of the four ways an answer may write them, prices that stay
 * text, and a displayed formula wider than a phone, which scrolls in its own box.
 */
export function mathAnswer(): string {
  return String.raw`Here is some math, rendered with KaTeX.

Euler's identity, $e^{i\pi} + 1 = 0$, links five constants, and the roots of \(ax^2 + bx + c = 0\) are

$$
x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}
$$

Written with brackets, the sum of the first $n$ numbers: \[\sum_{k=1}^{n} k = \frac{n(n+1)}{2}\]

Prices stay text: a coffee costs $4 and a cake $6.

Taylor's series, wide enough to scroll on a phone:

$$
f(x) = \sum_{n=0}^{\infty} \frac{f^{(n)}(a)}{n!}(x-a)^n = f(a) + f'(a)(x-a) + \frac{f''(a)}{2!}(x-a)^2 + \frac{f'''(a)}{3!}(x-a)^3 + \cdots
$$`;
}
