import type { Annotation, UserMessageItem } from '../../../src/wire';

/**
 * The demo's answer to a message with tags (`input_tag` parts): names each tagged entity and
 * cites it with an `entity` annotation (protocol section 9), so the page shows them as sources.
 * Null for a message without tags.
 */
export function citeTags(
  message: UserMessageItem,
): { text: string; annotations: Annotation[] } | null {
  const tags = message.content.flatMap((part) => (part.type === 'input_tag' ? [part] : []));
  if (tags.length === 0) return null;
  let text = 'You mentioned ';
  const annotations: Annotation[] = [];
  tags.forEach((tag, index) => {
    if (index > 0) text += index === tags.length - 1 ? ' and ' : ', ';
    text += `**${tag.text}**`;
    annotations.push({
      type: 'entity',
      source: {
        type: 'entity',
        id: tag.id,
        title: tag.text,
        ...(tag.group == null ? {} : { group: tag.group }),
        ...(tag.data == null ? {} : { data: tag.data }),
        interactive: tag.interactive ?? true,
      },
      index: text.length,
    });
  });
  text += '. The demo cites each of them as a source: point at a marker for its preview.';
  return { text, annotations };
}
