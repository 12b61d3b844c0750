import type { ReactNode } from 'react';
import { SafeLink } from '../primitives/SafeLink';

// Links, strong, code, then emphasis with * or _ (an underscore only between non-word characters,
// so snake_case stays as written).
const INLINE =
  /\[([^\]]+)\]\(([^()\s]+)\)|\*\*(.+?)\*\*|`([^`]+)`|\*([^*\s][^*]*)\*|(?<!\w)_([^_]+)_(?!\w)/g;

/**
 * Renders one line of inline markdown for short host texts (the disclaimer): `**strong**`,
 * `*emphasis*`, `` `code` `` and `[links](https://…)`, each link through the URL policy (an
 * unsafe one stays inert text). Anything else, HTML included, renders as plain text. It comes with
 * the markdown renderer's module (which the chat requests as it mounts): a file of its own shared
 * the link and its URL policy with the thread's code, and a host's bundler put those in one more
 * file of the thread's first open.
 */
export function InlineMarkdown({ text }: { text: string }): ReactNode {
  return renderInline(text, '');
}

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, linkText, href, strong, code, em, emUnderscore] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = `${keyPrefix}${String(match.index)}`;
    if (linkText !== undefined) {
      nodes.push(
        <SafeLink key={key} href={href} slot="disclaimer-link">
          {renderInline(linkText, `${key}.`)}
        </SafeLink>,
      );
    } else if (strong !== undefined) {
      nodes.push(<strong key={key}>{renderInline(strong, `${key}.`)}</strong>);
    } else if (code !== undefined) {
      nodes.push(<code key={key}>{code}</code>);
    } else {
      nodes.push(<em key={key}>{renderInline(em ?? emUnderscore ?? '', `${key}.`)}</em>);
    }
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
