import type { OutputTextRendererProps } from '../context/renderers';
import { StreamingMarkdown } from '../markdown/StreamingMarkdown';

/** Assistant text: streaming-safe GitHub-flavoured markdown with citation markers. */
export function OutputTextPart({ part, streaming, citations }: OutputTextRendererProps) {
  return <StreamingMarkdown text={part.text} streaming={streaming} citations={citations} />;
}
