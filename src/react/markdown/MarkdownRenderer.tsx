import type { Element, ElementContent } from 'hast';
import { useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remend from 'remend';
import { safeHref, safeSrc } from '../../security/urlPolicy';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import { SafeImage } from '../primitives/SafeImage';
import { SafeLink } from '../primitives/SafeLink';
import { CitationMarker } from './CitationMarker';
import { rehypeCitations } from './citations';
import { CodeBlock } from './CodeBlock';
import { HeadingBase } from './HeadingBase';
import { rehypeDropGroupSeparators } from './markdownGroups';
import { useMath } from './math/useMath';

// This module is loaded lazily (react-markdown and the GFM extensions are the heaviest part of the
// kit); blocks render as plain text until it arrives.

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function MarkdownLink({ href, children, title }: ComponentProps<'a'> & ExtraProps) {
  return (
    <SafeLink href={href} title={title} slot="markdown-link">
      {children}
    </SafeLink>
  );
}

function MarkdownImage({ src, alt }: ComponentProps<'img'> & ExtraProps) {
  return <SafeImage src={src} alt={alt ?? ''} slot="markdown-image" />;
}

/** Code inside markdown (a fence in a list, indented code) gets the same code block. */
function MarkdownPre({ node, children }: ComponentProps<'pre'> & ExtraProps) {
  const code = node?.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) return <pre dir="ltr">{children}</pre>;
  const className = code.properties.className;
  const languageClass = Array.isArray(className)
    ? className.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  const text = textOf(code).replace(/\n$/, '');
  return (
    <CodeBlock
      language={languageClass?.slice('language-'.length) ?? null}
      chunks={[text]}
      complete
    />
  );
}

/** GFM task list boxes are state, not controls: shown as a mark with an accessible name. */
function TaskCheckbox({ checked, type }: ComponentProps<'input'> & ExtraProps) {
  const labels = useLabels();
  if (type !== 'checkbox') return null;
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

function ScrollTable({ children }: ComponentProps<'table'> & ExtraProps) {
  return (
    <div data-slot="table-scroll" tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}

function Superscript({ children, ...props }: ComponentProps<'sup'> & ExtraProps) {
  const citation = (props as Record<string, unknown>)['data-citation'];
  if (typeof citation === 'string') return <CitationMarker number={Number(citation)} />;
  return <sup>{children}</sup>;
}

/** Model headings sit below the page's own: the message's top level renders as h3, down to h6. */
function heading(level: 1 | 2 | 3 | 4 | 5 | 6) {
  return function Heading({ children }: { children?: ReactNode }) {
    const base = useContext(HeadingBase);
    const Tag = `h${Math.max(3, Math.min(6, level - base + 3))}` as 'h3' | 'h4' | 'h5' | 'h6';
    return (
      <Tag data-slot="markdown-heading" data-level={level}>
        {children}
      </Tag>
    );
  };
}

const COMPONENTS: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  pre: MarkdownPre,
  input: TaskCheckbox,
  table: ScrollTable,
  sup: Superscript,
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
};

const REMARK_PLUGINS = [remarkGfm];
const GROUP_REHYPE_PLUGINS = [rehypeDropGroupSeparators];

export interface MarkdownRendererProps {
  text: string;
  /** The block is still streaming: close its half-written syntax (a dangling `**`, a link). */
  repair?: boolean;
  /** Citation numbers to append to the block's last text, comma-separated ("1,3"). */
  citations: string;
  /** The text is a group of blocks joined by `GROUP_SEPARATOR` (see markdownGroups). */
  group?: boolean;
}

/**
 * One block of GitHub-flavoured markdown (or a group of blocks). Raw HTML in the text is shown as
 * text, never parsed; every URL goes through the URL policy.
 */
export default function MarkdownRenderer({
  text,
  citations,
  repair = false,
  group = false,
}: MarkdownRendererProps) {
  const { urlPolicy } = useRenderOptions();
  const rehypePlugins = useMemo(() => {
    // A group carries no citations (see renderUnits).
    if (group) return GROUP_REHYPE_PLUGINS;
    const numbers = citations === '' ? [] : citations.split(',').map(Number);
    return numbers.length > 0
      ? [[rehypeCitations, { numbers }] as [typeof rehypeCitations, { numbers: number[] }]]
      : [];
  }, [citations, group]);
  const urlTransform = useMemo(
    () => (url: string, key: string) =>
      (key === 'src' ? safeSrc(url, urlPolicy) : safeHref(url, urlPolicy)) ?? '',
    [urlPolicy],
  );
  // Formulas (`$…$`, `\(…\)`, …): the math part, loaded on first need, adds its plugins.
  const math = useMath(text, repair, REMARK_PLUGINS, rehypePlugins);
  const source = math?.source ?? text;
  return (
    <Markdown
      remarkPlugins={math?.remarkPlugins ?? REMARK_PLUGINS}
      rehypePlugins={math?.rehypePlugins ?? rehypePlugins}
      components={COMPONENTS}
      urlTransform={urlTransform}
    >
      {repair ? remend(source) : source}
    </Markdown>
  );
}
