import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assistantMessage, userMessage } from '../../../test/fixtures/items';
import { taggedUserMessage, taggedUserMessageText } from '../../../test/fixtures/states';
import { ItemActionsContext } from '../context/ItemActionsContext';
import { RenderProvider } from '../context/RenderContext';
import type { UserMessageItem } from '../../wire/items';
import { ThreadItemView } from './ThreadItemView';
import { userMessageText } from './UserTags';

afterEach(() => {
  vi.useRealTimers();
});

describe('message times', () => {
  // On its own (no chat's thread around it) the full date is its title at once; in a thread, once
  // the message is pointed at (chat/parts/useMessageClock.test.tsx).
  it('says when a message was sent, relative when recent, in a <time> with the full date as its title', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((userMessage.created_at + 125) * 1000);
    const { container } = render(<ThreadItemView item={userMessage} />);
    const time = container.querySelector('time');
    expect(time).toHaveTextContent('2 minutes ago');
    expect(time).toHaveAttribute('dateTime', new Date(userMessage.created_at * 1000).toISOString());
    expect(time?.getAttribute('title')).toMatch(/\d{4}/);
  });

  it("writes it in the chat's locale, under answers too", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((assistantMessage.created_at + 3 * 3600) * 1000);
    const { container } = render(
      <RenderProvider locale="de">
        <ThreadItemView item={{ ...assistantMessage, content: [] }} />
      </RenderProvider>,
    );
    expect(container.querySelector('[data-slot="message-footer"] time')).toHaveTextContent(
      'vor 3 Stunden',
    );
  });
});

describe('avatars', () => {
  it('shows none unless the chat has them', () => {
    const { container } = render(<ThreadItemView item={userMessage} />);
    expect(container.querySelector('[data-slot="message-avatar"]')).toBeNull();
  });

  it("shows the user's image and the assistant's initials, images through the URL policy", () => {
    const { container } = render(
      <RenderProvider
        avatars={{
          user: { src: 'https://files.example.com/me.png' },
          assistant: { src: 'javascript:alert(1)', initials: 'ai' },
        }}
      >
        <ThreadItemView item={userMessage} />
        <ThreadItemView item={{ ...assistantMessage, content: [] }} />
      </RenderProvider>,
    );
    const [user, assistant] = container.querySelectorAll('[data-slot="message-avatar"]');
    expect(user?.querySelector('img')).toHaveAttribute('src', 'https://files.example.com/me.png');
    expect(assistant?.querySelector('img')).toBeNull();
    expect(assistant).toHaveTextContent('ai');
    expect(assistant).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('UserMessage', () => {
  it('shows text as plain text, never markdown', () => {
    const item: UserMessageItem = {
      ...userMessage,
      attachments: [],
      content: [{ type: 'input_text', text: '**not bold**\n# not a heading' }],
    };
    const { container } = render(<ThreadItemView item={item} />);
    const text = container.querySelector('[data-slot="user-text"]');
    expect(text?.textContent).toBe('**not bold**\n# not a heading');
    expect(container.querySelector('strong, h1, h2, h3')).toBeNull();
  });

  it('shows a quote as a quote, announced as quoted', () => {
    const { container } = render(<ThreadItemView item={userMessage} />);
    const quote = container.querySelector('blockquote');
    expect(quote).toHaveTextContent('Quoted: Lisbon is hilly; bring good shoes.');
  });

  it('shows image thumbnails with alt text and file chips with name and type', () => {
    render(<ThreadItemView item={userMessage} />);
    const list = screen.getByRole('list', { name: 'Attachments' });
    const image = within(list).getByRole('img', { name: 'suitcase.png' });
    expect(image).toHaveAttribute('src', 'https://files.example.com/suitcase.png?sig=abc');
    expect(within(list).getByText('itinerary.pdf')).toBeInTheDocument();
    expect(within(list).getByText('application/pdf')).toBeInTheDocument();
  });

  it('links a file chip to its preview URL only when the URL is safe', () => {
    const item: UserMessageItem = {
      ...userMessage,
      content: [],
      attachments: [
        {
          id: 'a',
          type: 'file',
          name: 'good.txt',
          mime_type: 'text/plain',
          preview_url: 'https://files.example.com/good?sig=1',
        },
        {
          id: 'b',
          type: 'file',
          name: 'evil.txt',
          mime_type: 'text/plain',
          preview_url: 'javascript:alert(1)',
        },
        {
          id: 'c',
          type: 'image',
          name: 'evil.png',
          mime_type: 'image/png',
          preview_url: 'javascript:alert(1)',
        },
      ],
    };
    const { container } = render(<ThreadItemView item={item} />);
    const good = screen.getByText('good.txt').closest('a');
    expect(good).toHaveAttribute('href', 'https://files.example.com/good?sig=1');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(good).toHaveAttribute('target', '_blank');
    expect(screen.getByText('evil.txt').closest('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the chosen model and tool quietly, and nothing when there are none', () => {
    const { container, rerender } = render(<ThreadItemView item={userMessage} />);
    expect(container.querySelector('[data-slot="inference-options"]')).toHaveTextContent(
      'Model: gpt-large',
    );
    expect(container.querySelector('[data-slot="inference-options"]')).toHaveTextContent(
      'Tool: web_search',
    );
    rerender(
      <ThreadItemView
        item={{ ...userMessage, inference_options: { model: null, tool_choice: null } }}
      />,
    );
    expect(container.querySelector('[data-slot="inference-options"]')).toBeNull();
  });

  it('names the model by the label the composer gives it, and by its id when none has it', () => {
    const { container, rerender } = render(
      <RenderProvider models={[{ id: 'gpt-large', label: 'Large' }]}>
        <ThreadItemView item={userMessage} />
      </RenderProvider>,
    );
    const model = () => container.querySelector('[data-slot="inference-model"]');
    expect(model()).toHaveTextContent(/^Model: Large$/);
    rerender(
      <RenderProvider models={[{ id: 'gpt-small', label: 'Small' }]}>
        <ThreadItemView item={userMessage} />
      </RenderProvider>,
    );
    expect(model()).toHaveTextContent(/^Model: gpt-large$/);
  });
});

describe('copying a user message', () => {
  it('copies what the user wrote, tags as their text, and says "Copied"', async () => {
    const user = userEvent.setup();
    render(<ThreadItemView item={taggedUserMessage} />);
    await user.click(screen.getByRole('button', { name: 'Copy your message' }));
    expect(await navigator.clipboard.readText()).toBe(taggedUserMessageText);
    const copied = await screen.findByRole('button', { name: 'Copied' });
    // Said once, quietly, to a screen reader too.
    expect(copied.querySelector('[aria-live="polite"]')).toHaveTextContent('Copied');
  });

  it('is reached with Tab and copies with Enter', async () => {
    const user = userEvent.setup();
    render(<ThreadItemView item={taggedUserMessage} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy your message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe(taggedUserMessageText);
  });

  it('leaves quotes out and keeps the runs they part as paragraphs', () => {
    expect(
      userMessageText([
        { type: 'input_text', text: 'First' },
        { type: 'quoted_text', text: 'A quote' },
        { type: 'input_text', text: 'Second' },
        { type: 'quoted_text', text: 'Another' },
      ]),
    ).toBe('First\n\nSecond');
  });

  it('is off with the answers’ copy when the chat turns copy off', () => {
    render(
      <ItemActionsContext.Provider value={{ copy: false, feedback: false, retry: false }}>
        <ThreadItemView item={taggedUserMessage} />
        <ThreadItemView item={assistantMessage} />
      </ItemActionsContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Copy your message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull();
  });
});
