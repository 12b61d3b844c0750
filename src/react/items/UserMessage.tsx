import { useId, useRef } from 'react';
import type {
  ReceivedAttachment,
  ReceivedUserContent,
  ReceivedUserMessageItem,
} from '../../wire/received';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { FileIcon } from '../primitives/glyphs';
import { SafeImage } from '../primitives/SafeImage';
import { SafeLink } from '../primitives/SafeLink';
import { ShowMoreButton, useShownCount } from '../primitives/ShowMore';
import { hasTags, TaggedContent } from './UserTags';
import { ContentPart } from './ContentPart';
import { InvalidPart } from './InvalidItem';
import { UserMessageActions } from './MessageActions';
import { useMessageEditing } from './MessageEditing';
import { UserText } from './UserTextParts';
import { messageAvatar } from './MessageAvatar';
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
        <SafeImage
          src={attachment.preview_url}
          alt={attachment.name}
          slot="attachment-image"
          threadContent={false}
        />
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

/** Attachments shown at first, and how many more each "Show more" adds. */
const ATTACHMENTS_SHOWN = 12;
const ATTACHMENTS_STEP = 50;
/** Content parts rendered one by one; the text of any later ones follows as one plain text. */
export const USER_PARTS_SHOWN = 50;

/** A message's files: images as thumbnails, other files as chips (the editor shows them too). */
export function Attachments({ attachments }: { attachments: readonly ReceivedAttachment[] }) {
  const labels = useLabels();
  const id = useId();
  const { count, next, more } = useShownCount(
    attachments.length,
    ATTACHMENTS_SHOWN,
    ATTACHMENTS_STEP,
  );
  return (
    <>
      <ul id={id} data-slot="attachments" aria-label={labels.attachments}>
        {attachments.slice(0, count).map((attachment, index) => (
          // By place: ids may repeat, and a fallback has none.
          <AttachmentView key={index} attachment={attachment} />
        ))}
      </ul>
      <ShowMoreButton count={next} onClick={more} slot="attachments-more" controls={id} />
    </>
  );
}

/**
 * The text of the parts past the first {@link USER_PARTS_SHOWN}, as one plain text: a message of
 * thousands of parts costs the page one paragraph for them, not thousands.
 */
function LaterParts({ parts }: { parts: readonly ReceivedUserContent[] }) {
  const text = parts
    .map((part) => ('text' in part && typeof part.text === 'string' ? part.text : ''))
    .join('');
  return text === '' ? null : <UserText text={text} />;
}

/**
 * A message the user sent: quotes, text, attachments, the model or tool they picked, when it was
 * sent and its copy and edit actions; while it is edited, the editor in its place.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <UserMessage item={item} streaming={false} />
 * </RenderProvider>
 */
export function UserMessage({ item, streaming }: ItemRendererProps<ReceivedUserMessageItem>) {
  const { labels, models, avatars } = useRenderOptions();
  const { model, tool_choice: tool } = item.inference_options;
  // Named as the composer named it; an id the chat no longer offers shows as sent.
  const modelName = models.find((option) => option.id === model)?.label ?? model;
  const article = useRef<HTMLElement>(null);
  const editing = useMessageEditing(item, article, () => (
    <>
      {item.content.map((part, index) =>
        part.type === 'quoted_text' ? (
          <ContentPart key={index} part={part} item={item} index={index} streaming={false} />
        ) : null,
      )}
      {item.attachments.length > 0 && <Attachments attachments={item.attachments} />}
    </>
  ));
  if (editing.editor !== null)
    return (
      <article ref={article} data-slot="user-message" data-state="editing">
        {messageAvatar(avatars, 'user')}
        {editing.editor}
      </article>
    );
  return (
    <article ref={article} tabIndex={editing.messageTabIndex} data-slot="user-message">
      {messageAvatar(avatars, 'user')}
      {item.attachments.length > 0 && <Attachments attachments={item.attachments} />}
      {hasTags(item.content) ? (
        <TaggedContent
          content={item.content}
          renderPart={(part, index) => (
            <ContentPart key={index} part={part} item={item} index={index} streaming={streaming} />
          )}
        />
      ) : (
        <>
          {item.content.slice(0, USER_PARTS_SHOWN).map((part, index) => (
            <ContentPart key={index} part={part} item={item} index={index} streaming={streaming} />
          ))}
          {item.content.length > USER_PARTS_SHOWN && (
            <LaterParts parts={item.content.slice(USER_PARTS_SHOWN)} />
          )}
        </>
      )}
      {(model !== null || tool !== null) && (
        <footer data-slot="inference-options">
          {model !== null && (
            <span data-slot="inference-model">
              {labels.model}: {modelName}
            </span>
          )}
          {tool !== null && (
            <span data-slot="inference-tool">
              {labels.tool}: {tool.id}
            </span>
          )}
        </footer>
      )}
      <div data-slot="message-footer">
        <MessageTime createdAt={item.created_at} />
        <UserMessageActions item={item} edit={editing.button} />
      </div>
    </article>
  );
}
