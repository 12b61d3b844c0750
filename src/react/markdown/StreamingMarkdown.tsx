import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { BlockSplitter, type Block } from './blockSplitter';
import { HeadingBase } from './HeadingBase';
import { CitationMarker } from './CitationMarker';
import { placeCitations, type CitationPlacement } from './citations';
import { CodeBlock } from './CodeBlock';

const loadRenderer = () => import('./MarkdownRenderer');
const LazyMarkdownRenderer = lazy(loadRenderer);

/** Starts loading the markdown renderer ahead of the first answer (safe to call repeatedly). */
export function preloadMarkdown(): void {
  void loadRenderer();
}

function Markers({ citations }: { citations: string }) {
  if (citations === '') return null;
  return (
    <p data-slot="block-citations">
      {citations.split(',').map((number) => (
        <CitationMarker key={number} number={Number(number)} />
      ))}
    </p>
  );
}

const BlockView = memo(function BlockView({
  block,
  citations,
}: {
  block: Block;
  citations: string;
}) {
  if (block.kind === 'fence') {
    return (
      <>
        <CodeBlock language={block.language} chunks={block.chunks} complete={block.complete} />
        <Markers citations={citations} />
      </>
    );
  }
  return (
    <Suspense fallback={<p data-slot="markdown-fallback">{block.text}</p>}>
      <LazyMarkdownRenderer text={block.text} citations={citations} repair={!block.complete} />
    </Suspense>
  );
});

const HEADING_LINE = /^ {0,3}(#{1,6})(?:[ \t]|$)/gm;
const topHeadingCache = new WeakMap<Block, number>();

/** The highest heading level (1 for `#`) a block uses, 7 for none; finished blocks are cached. */
function topHeadingOf(block: Block): number {
  if (block.kind === 'fence') return 7;
  const cached = topHeadingCache.get(block);
  if (cached !== undefined) return cached;
  let top = 7;
  for (const match of block.text.matchAll(HEADING_LINE)) {
    top = Math.min(top, match[1]?.length ?? 7);
  }
  if (block.complete) topHeadingCache.set(block, top);
  return top;
}

const NO_CITATIONS: readonly CitationPlacement[] = [];

export interface StreamingMarkdownProps {
  text: string;
  /** While true, the text may still grow: the last block stays live. */
  streaming: boolean;
  citations?: readonly CitationPlacement[];
}

/**
 * GitHub-flavoured markdown that stays fast while it streams: the text is split into blocks as it
 * grows (only new text is scanned), finished blocks render once, and only the live block re-renders
 * per token.
 */
export function StreamingMarkdown({
  text,
  streaming,
  citations = NO_CITATIONS,
}: StreamingMarkdownProps) {
  const [splitter] = useState(() => new BlockSplitter());
  // Not deferred (useDeferredValue): tokens arriving every frame restart a deferred render before
  // it finishes, and the answer stood still for seconds, then appeared whole.
  const blocks = useMemo(() => splitter.update(text, !streaming), [splitter, text, streaming]);
  const byBlock = useMemo(() => placeCitations(blocks, citations), [blocks, citations]);
  const topHeading = useMemo(() => Math.min(...blocks.map(topHeadingOf)), [blocks]);
  return (
    <HeadingBase.Provider value={topHeading > 6 ? 1 : topHeading}>
      <div data-slot="markdown" data-state={streaming ? 'streaming' : 'complete'}>
        {blocks.map((block) => (
          <BlockView key={block.start} block={block} citations={byBlock.get(block.start) ?? ''} />
        ))}
      </div>
    </HeadingBase.Provider>
  );
}
