import type { ComponentType } from 'react';
import type {
  InvalidVariant,
  ReceivedAssistantContent,
  ReceivedThreadItem,
  ReceivedUserContent,
} from '../../wire/received';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import type { ContentRendererProps } from '../context/renderers';
import type { CitationPlacement } from '../markdown/citations';
import { InvalidPart } from './InvalidItem';
import { OutputTextPart } from './OutputTextPart';
import { InputTagPart, InputTextPart, QuotedTextPart } from './UserTextParts';

type Part = ReceivedUserContent | ReceivedAssistantContent;

function UnknownPart({ part }: ContentRendererProps<Extract<Part, { type: 'unknown' }>>) {
  const labels = useLabels();
  return (
    <p data-slot="unknown-content" role="note">
      {labels.unknownItem(part.original_type)}
    </p>
  );
}

function InvalidContentPart({ part }: ContentRendererProps<InvalidVariant>) {
  return (
    <p data-slot="invalid-content">
      <InvalidPart part={part} slot="invalid-part" />
    </p>
  );
}

export interface ContentPartProps {
  part: Part;
  item: ReceivedThreadItem;
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
    case 'input_tag':
      return <InputTagPart {...common} part={part} />;
    case 'output_text':
      return render(overrides.output_text, OutputTextPart, {
        ...common,
        part,
        citations: citations ?? [],
      });
    case 'unknown':
      return render(overrides.unknown, UnknownPart, { ...common, part });
    case 'invalid':
      return render(overrides.invalid, InvalidContentPart, { ...common, part });
  }
}

function render<P extends object>(
  Override: ComponentType<P & { Default: ComponentType<P> }> | undefined,
  Default: ComponentType<P>,
  props: P,
) {
  return Override ? <Override {...props} Default={Default} /> : <Default {...props} />;
}
