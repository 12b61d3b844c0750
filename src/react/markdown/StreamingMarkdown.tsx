import { memo, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BlockSplitter, type Block } from './blockSplitter';
import { HeadingBase } from './HeadingBase';
import { markdownRenderer } from './loadMarkdownRenderer';
import { useLoaded } from '../primitives/lazyComponent';
import { CitationMarker } from './CitationMarker';
import { placeCitations, type CitationPlacement } from './citations';
import { CodeBlock } from './CodeBlock';
import { MarkdownText, PlainRest } from './MarkdownText';
import { boundMarkdown, boundText, MARKDOWN_LIMITS } from './markdownBounds';
import { renderUnits, type RenderUnit } from './markdownGroups';

const LazyMarkdownRenderer = markdownRenderer.Component;

/** A block's citation markers in a paragraph of their own (a function: no component per fence). */
function markers(citations: string): ReactNode {
  if (citations === '') return null;
  return (
    <p data-slot="block-citations">
      {citations.split(',').map((number) => (
        <CitationMarker key={number} number={Number(number)} />
      ))}
    </p>
  );
}

/** A markdown block within the bounds of {@link boundMarkdown}; the rest as plain text. */
function MarkdownBlock({
  block,
  citations,
}: {
  block: Block & { kind: 'markdown' };
  citations: string;
}) {
  const { markdown, rest } = useMemo(() => boundMarkdown(block.text), [block.text]);
  // Until the renderer's code is here, the text without its syntax, in place of a `<Suspense>`
  // fallback: React reveals what a fallback stood for no sooner than 300 ms after it showed, while
  // this shows the rendered markdown in the first frame after the code arrives.
  const loaded = useLoaded(markdownRenderer, markdown !== '');
  const fallback = <MarkdownText markdown={markdown} slot="markdown-fallback" />;
  return (
    <>
      {markdown !== '' &&
        (loaded ? (
          <Suspense fallback={fallback}>
            <LazyMarkdownRenderer
              text={markdown}
              citations={rest === '' ? citations : ''}
              repair={!block.complete && rest === ''}
            />
          </Suspense>
        ) : (
          fallback
        ))}
      {rest !== '' && (
        <>
          <PlainRest text={rest} />
          {markers(citations)}
        </>
      )}
    </>
  );
}

/** Units are made anew per update: the same blocks (finished ones never change) are the same unit. */
function sameUnit(a: RenderUnit, b: RenderUnit): boolean {
  if (a.kind === 'block')
    return b.kind === 'block' && a.block === b.block && a.citations === b.citations;
  return (
    b.kind === 'group' &&
    a.blocks.length === b.blocks.length &&
    a.blocks.every((block, index) => block === b.blocks[index])
  );
}

interface UnitProps {
  unit: RenderUnit;
  /**
   * Not rendered as markdown yet (a long answer renders in steps): its text, without the syntax,
   * meanwhile.
   */
  deferred: boolean;
}

/** Finished blocks rendered as one: their text without the syntax until the renderer is here. */
function GroupMarkdown({ text, source }: { text: string; source: string }) {
  // As in `MarkdownBlock`: no `<Suspense>` fallback, whose reveal React throttles.
  const loaded = useLoaded(markdownRenderer);
  const fallback = <MarkdownText markdown={text} slot="markdown-fallback" />;
  if (!loaded) return fallback;
  // The boundary stays when the code is here: the first block with math suspends while the math
  // part loads (useMath), and shows its text meanwhile instead of the whole thread's fallback.
  return (
    <Suspense fallback={fallback}>
      <LazyMarkdownRenderer text={source} citations="" group />
    </Suspense>
  );
}

/** A unit's content (a function, not a component: one fiber fewer per unit of every answer). */
function unitContent({ unit, deferred }: UnitProps): ReactNode {
  if (unit.kind === 'group') {
    // The blocks as they are, not `unit.text`: the separator between them is for the parser.
    const text = unit.blocks.map((block) => block.text).join('\n\n');
    if (deferred) return <MarkdownText markdown={text} slot="markdown-fallback" />;
    return <GroupMarkdown text={text} source={unit.text} />;
  }
  const { block, citations } = unit;
  if (block.kind === 'fence') {
    return (
      <>
        <CodeBlock language={block.language} chunks={block.chunks} complete={block.complete} />
        {markers(citations)}
      </>
    );
  }
  if (deferred) return <MarkdownText markdown={block.text} slot="markdown-fallback" />;
  return <MarkdownBlock block={block} citations={citations} />;
}

/**
 * One unit in a box of its own. Without padding or border the box changes no layout (margins
 * collapse through it); in a long text it lets the browser skip laying out the parts off screen.
 */
const UnitView = memo(
  function UnitView(props: UnitProps) {
    return <div data-slot="markdown-part">{unitContent(props)}</div>;
  },
  (previous, next) => previous.deferred === next.deferred && sameUnit(previous.unit, next.unit),
);

/**
 * Markdown characters rendered in one step: a long answer (a thread's history, a 1 MiB reply)
 * renders in steps of about this much, each its own task, so none holds the page for long. Units
 * not rendered yet show their text meanwhile.
 */
const STEP_CHARACTERS = 8_000;

/**
 * What a unit costs to render, in characters of markdown: no more than a block may hold (the rest
 * is plain text); a fence renders as plain text.
 */
function renderCost(unit: RenderUnit): number {
  if (unit.kind === 'group') return unit.text.length;
  const { block } = unit;
  return block.kind === 'fence' ? 0 : Math.min(block.text.length, MARKDOWN_LIMITS.blockCharacters);
}

/**
 * How many units render as markdown now: the first {@link STEP_CHARACTERS} and one more step per
 * task after that, until all do.
 */
function useRenderedSteps(units: readonly RenderUnit[]): number {
  const [steps, setSteps] = useState(1);
  let count = 0;
  let spent = 0;
  for (const unit of units) {
    if (spent >= steps * STEP_CHARACTERS) break;
    spent += renderCost(unit);
    count += 1;
  }
  const pending = count < units.length;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setSteps((current) => current + 1);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [pending, steps]);
  return count;
}

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

/**
 * From this many characters a text is long: its parts off screen skip layout and paint
 * (`content-visibility`), or rendering it in steps would lay the whole text out again at each.
 */
const LONG_TEXT = 32_768;

/**
 * Props of `StreamingMarkdown`: the text so far, whether it may still grow, and where citation
 * markers go.
 */
export interface StreamingMarkdownProps {
  text: string;
  /** While true, the text may still grow: the last block stays live. */
  streaming: boolean;
  citations?: readonly CitationPlacement[];
}

/**
 * GitHub-flavoured markdown that stays fast while it streams: the text is split into blocks as it
 * grows (only new text is scanned), finished blocks render once, and only the live block re-renders
 * per token. Rendering costs time linear in the text: each block renders as markdown within
 * `MARKDOWN_LIMITS` (the rest as plain text, with a note), and a long text renders in steps.
 *
 * @example
 * <StreamingMarkdown text={part.text} streaming={streaming} />
 */
export function StreamingMarkdown({
  text,
  streaming,
  citations = NO_CITATIONS,
}: StreamingMarkdownProps) {
  const [splitter] = useState(() => new BlockSplitter());
  // Past its bound a text is plain text: splitting and grouping a megabyte is one long step.
  const { markdown, rest } = useMemo(() => boundText(text), [text]);
  // Not deferred (useDeferredValue): tokens arriving every frame restart a deferred render before
  // it finishes, and the answer stood still for seconds, then appeared whole.
  const blocks = useMemo(
    () => splitter.update(markdown, rest !== '' || !streaming),
    [splitter, markdown, rest, streaming],
  );
  const byBlock = useMemo(() => placeCitations(blocks, citations), [blocks, citations]);
  const topHeading = useMemo(
    () => blocks.reduce((top, block) => Math.min(top, topHeadingOf(block)), 7),
    [blocks],
  );
  const units = useMemo(
    () => renderUnits(blocks, (block) => byBlock.get(block.start) ?? '', !streaming),
    [blocks, byBlock, streaming],
  );
  const rendered = useRenderedSteps(units);
  return (
    <HeadingBase.Provider value={topHeading > 6 ? 1 : topHeading}>
      {/* Its own direction, from its first letters: an English answer in a right-to-left chat
          keeps its full stop at its end (as ChatGPT's do), an Arabic one in a left-to-right chat
          reads from the right. */}
      <div
        data-slot="markdown"
        dir="auto"
        data-state={streaming ? 'streaming' : 'complete'}
        data-long={text.length >= LONG_TEXT || undefined}
      >
        {units.map((unit, index) => (
          <UnitView key={unit.key} unit={unit} deferred={index >= rendered} />
        ))}
        {rest !== '' && <PlainRest text={rest} />}
      </div>
    </HeadingBase.Provider>
  );
}
