import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userMessage } from '../../../test/fixtures/items';
import type { UserMessageItem } from '../../wire/items';
import { ThreadItemView } from './ThreadItemView';

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
});
