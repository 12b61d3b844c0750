import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientToolCall } from '../../../test/fixtures/items';
import { ThreadItemView } from './ThreadItemView';

describe('ClientToolCall', () => {
  it('shows the name and a busy state while in progress', () => {
    const { container } = render(<ThreadItemView item={clientToolCall} />);
    const section = screen.getByRole('region', { name: 'Tool call: get_page_info' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section).toHaveTextContent('Running');
    expect(container.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(container.querySelector('[data-slot="tool-call-output"]')).toBeNull();
  });

  it('pretty-prints the arguments in a collapsible region', async () => {
    const user = userEvent.setup();
    render(<ThreadItemView item={clientToolCall} />);
    const toggle = screen.getByRole('button', { name: 'Arguments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(region).toBeVisible();
    expect(region?.textContent).toBe('{\n  "fields": [\n    "title",\n    "url"\n  ]\n}');
  });

  it('shows the output, pretty-printed, once completed', () => {
    const { container } = render(
      <ThreadItemView
        item={{
          ...clientToolCall,
          status: 'completed',
          output: '{"title":"Docs","url":"https://x"}',
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Tool call: get_page_info' })).not.toHaveAttribute(
      'aria-busy',
    );
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="tool-call-output"] pre')?.textContent).toBe(
      '{\n  "title": "Docs",\n  "url": "https://x"\n}',
    );
  });

  it('shows JSON it cannot parse as the text it is', () => {
    const { container } = render(
      <ThreadItemView
        item={{
          ...clientToolCall,
          arguments: '{not json',
          status: 'completed',
          output: 'plain <b>text</b>',
        }}
      />,
    );
    const pres = container.querySelectorAll('pre');
    expect(pres[0]?.textContent).toBe('{not json');
    expect(pres[1]?.textContent).toBe('plain <b>text</b>');
    expect(container.querySelector('b')).toBeNull();
  });
});
