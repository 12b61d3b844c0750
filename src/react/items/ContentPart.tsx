import type { ComponentType } from 'react';
import type { AssistantContent, ThreadItem, UserContent } from '../../wire/items';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import type { ContentRendererProps } from '../context/renderers';
import type { CitationPlacement } from '../markdown/citations';
import { OutputTextPart } from './OutputTextPart';
import { InputTextPart, QuotedTextPart } from './UserTextParts';

type Part = UserContent | AssistantContent;

function UnknownPart({ part }: ContentRendererProps<Extract<Part, { type: 'unknown' }>>) {
  const labels = useLabels();
  return (
    <p data-slot="unknown-content" role="note">
      {labels.unknownItem(part.original_type)}
    </p>
  );
}

export interface ContentPartProps {
  part: Part;
  item: ThreadItem;
  index: number;
  streaming: boolean;
  citations?: readonly CitationPlacement[];
}

/** Renders one content part with the host's renderer for its type, or the kit's. */
export function ContentPart({ part, item, index, streaming, citations }: ContentPartProps) {
  const { renderers } = useRenderOptions();
  const overrides = renderers.content ?? {};
  const common = { item, index, streaming };
  switch (part.type) {
    case 'input_text':
      return render(overrides.input_text, InputTextPart, { ...common, part });
    case 'quoted_text':
      return render(overrides.quoted_text, QuotedTextPart, { ...common, part });
    case 'output_text':
      return render(overrides.output_text, OutputTextPart, {
        ...common,
        part,
        citations: citations ?? [],
      });
    case 'unknown':
      return render(overrides.unknown, UnknownPart, { ...common, part });
  }
}

function render<P extends object>(
  Override: ComponentType<P & { Default: ComponentType<P> }> | undefined,
  Default: ComponentType<P>,
  props: P,
) {
  return Override ? <Override {...props} Default={Default} /> : <Default {...props} />;
}
