import { useContext, type ReactNode } from 'react';
import { useLabels } from '../context/RenderContext';
import { SafeImage } from '../primitives/SafeImage';
import { SafeLink } from '../primitives/SafeLink';
import { CitationMarker } from './CitationMarker';
import { CodeBlock } from './CodeBlock';
import { HeadingBase } from './HeadingBase';
import { GROUP_SEPARATOR } from './markdownGroups';
import type { Token } from './markdownParser';

// Turns markdown-it's tokens into React elements: no HTML string is ever built or parsed, so the
// only markup is what this file writes.

/** GFM task list boxes are state, not controls: shown as a mark with an accessible name. */
function TaskCheckbox({ checked }: { checked: boolean }) {
  const labels = useLabels();
  return (
    <span
      data-slot="task-checkbox"
      data-state={checked ? 'checked' : 'unchecked'}
      role="img"
      aria-label={checked ? labels.taskDone : labels.taskNotDone}
    >
      {checked ? '☑' : '☐'}
    </span>
  );
}

/** Model headings sit below the page's own: the message's top level renders as h3, down to h6. */
function Heading({ level, children }: { level: number; children: ReactNode }) {
  const base = useContext(HeadingBase);
  const Tag = `h${String(Math.max(3, Math.min(6, level - base + 3)))}` as 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <Tag data-slot="markdown-heading" data-level={level}>
      {children}
    </Tag>
  );
}

/** The text of inline tokens without their markup (an image's description). */
function plainText(tokens: readonly Token[] | null): string {
  let text = '';
  for (const token of tokens ?? []) {
    if (token.type === 'text' || token.type === 'code_inline') text += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += '\n';
    else if (token.type === 'image') text += plainText(token.children);
  }
  return text;
}

const ALIGN: Record<string, 'left' | 'center' | 'right'> = {
  'text-align:left': 'left',
  'text-align:center': 'center',
  'text-align:right': 'right',
};

/** A token's attribute as text (markdown-it's types allow numbers). */
function attribute(token: Token, name: string): string | undefined {
  const value = token.attrGet(name);
  return value === null ? undefined : String(value);
}

interface Frame {
  token: Token | null;
  children: ReactNode[];
}

/** The element an opening token stands for, around the children rendered since it opened. */
function element(token: Token, children: ReactNode[], key: number): ReactNode {
  switch (token.type) {
    case 'paragraph_open':
      return <p key={key}>{children}</p>;
    case 'heading_open':
      return (
        <Heading key={key} level={Number(token.tag.slice(1))}>
          {children}
        </Heading>
      );
    case 'blockquote_open':
      return <blockquote key={key}>{children}</blockquote>;
    case 'bullet_list_open':
      return <ul key={key}>{children}</ul>;
    case 'ordered_list_open': {
      const start = Number(attribute(token, 'start') ?? 1);
      return (
        <ol key={key} start={start === 1 ? undefined : start}>
          {children}
        </ol>
      );
    }
    case 'list_item_open': {
      const task = (token.meta as { task?: string } | null)?.task;
      if (task === undefined) return <li key={key}>{children}</li>;
      return (
        <li key={key} className="task-list-item">
          <TaskCheckbox checked={task === 'checked'} /> {children}
        </li>
      );
    }
    case 'table_open':
      return (
        <div key={key} data-slot="table-scroll" tabIndex={0}>
          <table>{children}</table>
        </div>
      );
    case 'thead_open':
      return <thead key={key}>{children}</thead>;
    case 'tbody_open':
      return <tbody key={key}>{children}</tbody>;
    case 'tr_open':
      return <tr key={key}>{children}</tr>;
    case 'th_open':
    case 'td_open': {
      const Tag = token.tag as 'th' | 'td';
      const align = ALIGN[attribute(token, 'style') ?? ''];
      return (
        <Tag key={key} style={align ? { textAlign: align } : undefined}>
          {children}
        </Tag>
      );
    }
    case 'strong_open':
      return <strong key={key}>{children}</strong>;
    case 'em_open':
      return <em key={key}>{children}</em>;
    case 's_open':
      return <del key={key}>{children}</del>;
    case 'link_open':
      return (
        <SafeLink
          key={key}
          href={attribute(token, 'href')}
          title={attribute(token, 'title')}
          slot="markdown-link"
        >
          {children}
        </SafeLink>
      );
    default:
      // A container this kit does not know (a future parser rule): its content, unwrapped.
      return children;
  }
}

/**
 * How formulas render (the math part's renderer, see math/useMath): passed in, so this file, in the
 * markdown renderer's chunk, never loads KaTeX. Without it no token is math.
 */
export interface MathView {
  /** A formula's element: `source` is its TeX, `display` whether it stands as a block. */
  formula(source: string, display: boolean, key: number): ReactNode;
}

/** A token without children of its own: text, breaks, code, images, rules, formulas. */
function leaf(token: Token, key: number, math: MathView | null): ReactNode {
  switch (token.type) {
    case 'text':
      return token.content;
    case 'softbreak':
      return '\n';
    case 'hardbreak':
      return <br key={key} />;
    case 'code_inline':
      return <code key={key}>{token.content}</code>;
    case 'image':
      return (
        <SafeImage
          key={key}
          src={attribute(token, 'src')}
          alt={plainText(token.children)}
          slot="markdown-image"
        />
      );
    case 'fence':
    case 'code_block': {
      const language = token.info.trim().split(/\s/, 1)[0] ?? '';
      return (
        <CodeBlock
          key={key}
          language={language === '' ? null : language}
          chunks={[token.content.replace(/\n$/, '')]}
          complete
        />
      );
    }
    case 'hr':
      return <hr key={key} />;
    case 'math_inline':
    case 'math_block':
      // `$$…$$` inside a line displays too (its author meant a block).
      return math === null
        ? token.content
        : math.formula(token.content, token.markup === '$$', key);
    default:
      return token.content === '' ? null : token.content;
  }
}

/** Whether the tokens at `index` are a group's separator paragraph (see markdownGroups). */
function isSeparator(tokens: readonly Token[], index: number): boolean {
  const open = tokens[index];
  const inline = tokens[index + 1];
  return (
    open?.type === 'paragraph_open' &&
    open.level === 0 &&
    inline?.type === 'inline' &&
    inline.content === GROUP_SEPARATOR
  );
}

/** Whether a tight list's paragraph: hidden, its text sits in the list item itself. */
const hiddenParagraph = (token: Token) =>
  token.hidden && (token.type === 'paragraph_open' || token.type === 'paragraph_close');

/**
 * Appends the nodes of a token stream to `target`'s children: containers as elements, an inline
 * token's children and a hidden paragraph's content straight into the element around them. Flat
 * on purpose: a nested array is one more fiber for React to make (a fragment) per paragraph.
 * Keys are positions among the target's children, so they stay unique however deep the stream.
 */
function appendTokens(
  target: Frame,
  tokens: readonly Token[],
  lastInline: number,
  citations: readonly number[] | null,
  math: MathView | null,
): void {
  const stack: Frame[] = [target];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const top = stack[stack.length - 1] as Frame;
    if (isSeparator(tokens, index)) {
      index += 2;
      continue;
    }
    if (hiddenParagraph(token)) continue;
    if (token.nesting === 1) {
      stack.push({ token, children: [] });
    } else if (token.nesting === -1) {
      if (stack.length === 1) continue;
      const frame = stack.pop() as Frame;
      const parent = stack[stack.length - 1] as Frame;
      pushElement(parent, frame);
    } else if (token.type === 'inline') {
      appendTokens(top, token.children ?? [], -1, null, math);
      if (index === lastInline && citations !== null)
        for (const number of citations)
          top.children.push(<CitationMarker key={`citation-${String(number)}`} number={number} />);
    } else {
      top.children.push(leaf(token, top.children.length, math));
    }
  }
  // Unclosed containers (never produced by the parser, but cheap to tolerate): flush them.
  while (stack.length > 1) {
    const frame = stack.pop() as Frame;
    pushElement(stack[stack.length - 1] as Frame, frame);
  }
}

/** Closes `frame` into its parent (a container the kit does not know: its children, as a list). */
function pushElement(parent: Frame, frame: Frame): void {
  if (frame.token !== null)
    parent.children.push(element(frame.token, frame.children, parent.children.length));
}

/**
 * React nodes for a token stream (block tokens, or an inline token's children). `citations` go at
 * the end of the last run of text (the last inline token), so a citation sits at the end of the
 * paragraph, list item or cell it belongs to; with no text at all, in a paragraph of their own.
 * `math` renders the formulas of a parse with math (see MathView).
 */
export function renderTokens(
  tokens: readonly Token[],
  citations: readonly number[] | null,
  math: MathView | null = null,
): ReactNode[] {
  let lastInline = -1;
  if (citations !== null && citations.length > 0) {
    for (let index = tokens.length - 1; index >= 0 && lastInline < 0; index -= 1)
      if (tokens[index]?.type === 'inline') lastInline = index;
  }
  const root: Frame = { token: null, children: [] };
  appendTokens(root, tokens, lastInline, citations, math);
  if (citations !== null && citations.length > 0 && lastInline < 0) {
    root.children.push(
      <p key="citations">
        {citations.map((number) => (
          <CitationMarker key={number} number={number} />
        ))}
      </p>,
    );
  }
  return root.children;
}
