import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UikitChat } from '../src/react/chat/UikitChat';
import { useUikit } from '../src/react/chat/useUikit';
import type { AssistantMessageItem, ThreadItem } from '../src/wire/items';
import { assistantMessage, thread, userMessage } from '../test/fixtures/items';
import { storyApi } from './chatApi';
import { markdownReady, themes } from './support';

// Quoting (ChatKit's reply): the Quote button beside a selection in an answer, the quote above the
// composer's input, and a message sent with one. Deep links in an answer, handed to the page.

const answer: AssistantMessageItem = {
  ...assistantMessage,
  content: [
    {
      type: 'output_text',
      text: 'Lisbon in spring is mild and bright. Walk **Alfama** in the morning, then take tram 28 up to the castle. Your bookings are under [My trips](uikit-link://trips?city=lisbon).',
      annotations: [],
    },
  ],
};
const items: ThreadItem[] = [userMessage, answer];

interface QuoteStoryArgs {
  /** A quote set in the composer once the chat is ready. */
  reply?: string;
  dir?: 'ltr' | 'rtl';
  colorScheme?: 'light' | 'dark';
}

function QuoteStory({ reply, dir, colorScheme }: QuoteStoryArgs) {
  const api = storyApi({ threads: [thread], items: { [thread.id]: items } });
  const { control, setComposerValue } = useUikit({
    api: { baseUrl: api.baseUrl, getSession: api.getSession, fetch: api.fetch },
    initialThread: thread.id,
    ...(colorScheme ? { theme: { colorScheme } } : {}),
    onReady: () => {
      if (reply !== undefined) void setComposerValue({ reply });
    },
  });
  return (
    <div dir={dir}>
      <UikitChat control={control} style={{ height: 560 }} />
    </div>
  );
}

const meta = {
  title: 'Chat/Quoting',
  component: QuoteStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof QuoteStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Selects the start of the answer's first paragraph, as a drag would. */
async function selectInAnswer(canvasElement: HTMLElement, length: number) {
  await markdownReady(canvasElement);
  const paragraph = await waitFor(() => {
    const found = canvasElement.querySelector('[data-slot="assistant-message"] p');
    if (!found?.firstChild) throw new Error('no answer yet');
    return found;
  });
  const text = paragraph.firstChild;
  if (!text) throw new Error('no text');
  const range = document.createRange();
  range.setStart(text, 0);
  range.setEnd(text, length);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

/** "Quote" above a selection in an answer. */
export const QuoteButton: Story = {
  play: async ({ canvasElement }) => {
    await selectInAnswer(canvasElement, 26);
    const quote = await within(canvasElement).findByRole('button', { name: 'Quote' });
    await expect(quote).toBeVisible();
  },
};

/** The quote above the input, with its remove button, after pressing Quote. */
export const ComposerWithQuote: Story = {
  play: async ({ canvasElement }) => {
    await selectInAnswer(canvasElement, 26);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Quote' }));
    const bar = await waitFor(() => {
      const found = canvasElement.querySelector('[data-slot="composer-quote"]');
      if (!(found instanceof HTMLElement)) throw new Error('no quote yet');
      return found;
    });
    await expect(bar).toHaveTextContent('Lisbon in spring is mild');
    await expect(canvas.getByRole('button', { name: 'Remove quote' })).toBeVisible();
  },
};

const longQuote =
  'Lisbon in spring is mild and bright. Walk Alfama in the morning, then take tram 28 up to the castle, and stay for the view over the river as the light goes gold in the evening.';
const quoteShown: NonNullable<Story['play']> = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('button', { name: 'Remove quote' }),
  ).toBeVisible();
};

/** A long quote set from code (`setComposerValue({ reply })`): two lines, then cut. */
export const ComposerWithLongQuote: Story = { args: { reply: longQuote }, play: quoteShown };

export const ComposerWithQuoteDark: Story = {
  // The story's page goes dark too: the chat's dark colours on a light page fail contrast.
  parameters: themes.dark,
  args: { reply: longQuote, colorScheme: 'dark' },
  play: quoteShown,
};

export const ComposerWithQuoteRightToLeft: Story = {
  args: { reply: longQuote, dir: 'rtl' },
  play: quoteShown,
};

/** A deep link in an answer: a link that opens nothing, handed to the page as `deeplink`. */
export const DeepLink: Story = {
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    const link = await within(canvasElement).findByRole('link', { name: 'My trips' });
    await expect(link).toHaveAttribute('data-kind', 'deeplink');
    await expect(link).not.toHaveAttribute('target');
  },
};
