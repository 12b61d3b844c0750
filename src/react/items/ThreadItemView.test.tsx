import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assistantMessage, everyItem } from '../../../test/fixtures/items';
import { ThreadItemView } from './ThreadItemView';

describe('smoke', () => {
  it('renders every fixture item', async () => {
    for (const item of everyItem) {
      const { container, unmount } = render(<ThreadItemView item={item} />);
      expect(container.querySelector('[data-slot="item-error"]')).toBeNull();
      unmount();
    }
    render(<ThreadItemView item={assistantMessage} />);
    expect(await screen.findByText('Packing list')).toBeInTheDocument();
  });
});
