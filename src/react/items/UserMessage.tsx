import type { ReceivedAttachment, ReceivedUserMessageItem } from '../../wire/received';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { FileIcon } from '../primitives/glyphs';
import { SafeImage } from '../primitives/SafeImage';
import { SafeLink } from '../primitives/SafeLink';
import { hasTags, TaggedContent } from './UserTags';
import { ContentPart } from './ContentPart';
import { InvalidPart } from './InvalidItem';
import { MessageAvatar } from './MessageAvatar';
import { MessageTime } from './MessageTime';

function AttachmentView({ attachment }: { attachment: ReceivedAttachment }) {
  const labels = useLabels();
  if (attachment.type === 'invalid') {
    return (
      <li data-slot="attachment" data-type="invalid">
        <InvalidPart part={attachment} slot="attachment-invalid" />
      </li>
    );
  }
  if (attachment.type === 'image') {
    return (
      <li data-slot="attachment" data-type="image">
        <SafeImage src={attachment.preview_url} alt={attachment.name} slot="attachment-image" />
      </li>
    );
  }
  return (
    <li data-slot="attachment" data-type="file">
      <SafeLink
        href={attachment.preview_url}
        slot="attachment-file"
        title={labels.fileAttachment(attachment.name, attachment.mime_type)}
      >
        <FileIcon />
        <span data-slot="attachment-name">{attachment.name}</span>
        <span data-slot="attachment-type">{attachment.mime_type}</span>
      </SafeLink>
    </li>
  );
}

/**
 * A message the user sent: quotes, text, attachments, and the model or tool they picked.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <UserMessage item={item} streaming={false} />
 * </RenderProvider>
 */
export function UserMessage({ item, streaming }: ItemRendererProps<ReceivedUserMessageItem>) {
  const labels = useLabels();
  const { model, tool_choice: tool } = item.inference_options;
  return (
    <article data-slot="user-message">
      <MessageAvatar role="user" />
      {item.attachments.length > 0 && (
        <ul data-slot="attachments" aria-label={labels.attachments}>
          {item.attachments.map((attachment, index) => (
            // By place: ids may repeat, and a fallback has none.
            <AttachmentView key={index} attachment={attachment} />
          ))}
        </ul>
      )}
      {hasTags(item.content) ? (
        <TaggedContent
          content={item.content}
          renderPart={(part, index) => (
            <ContentPart key={index} part={part} item={item} index={index} streaming={streaming} />
          )}
        />
      ) : (
        item.content.map((part, index) => (
          <ContentPart key={index} part={part} item={item} index={index} streaming={streaming} />
        ))
      )}
      {(model !== null || tool !== null) && (
        <footer data-slot="inference-options">
          {model !== null && (
            <span data-slot="inference-model">
              {labels.model}: {model}
            </span>
          )}
          {tool !== null && (
            <span data-slot="inference-tool">
              {labels.tool}: {tool.id}
            </span>
          )}
        </footer>
      )}
      <MessageTime createdAt={item.created_at} />
    </article>
  );
}
