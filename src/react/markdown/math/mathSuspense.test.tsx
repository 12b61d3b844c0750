import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { markdownRenderer } from '../loadMarkdownRenderer';
import { StreamingMarkdown } from '../StreamingMarkdown';

// Its own file: the math part must not have loaded yet in this module graph.
describe('a block waiting for the math part', () => {
  it('shows its own text meanwhile, never the fallback of a boundary above it (the thread’s)', async () => {
    await markdownRenderer.preload();
    const { container } = render(
      <Suspense fallback={<p data-testid="thread-fallback">the thread’s fallback</p>}>
        <p>An earlier answer</p>
        <StreamingMarkdown text={'The area is $x^2$ square metres.'} streaming={false} />
      </Suspense>,
    );
    expect(screen.queryByTestId('thread-fallback')).toBeNull();
    expect(screen.getByText('An earlier answer')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="markdown-fallback"]')).toHaveTextContent(
      'The area is',
    );
    await waitFor(() => {
      expect(container.querySelector('.katex')).not.toBeNull();
    });
    expect(screen.queryByTestId('thread-fallback')).toBeNull();
  });
});
