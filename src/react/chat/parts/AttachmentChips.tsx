import { useCallback, type CSSProperties } from 'react';
import type { ComposerAttachment } from '../../../chat/composerStore';
import { useLabels } from '../../context/RenderContext';
import { WidgetIconGlyph } from '../../widgets/icons';
import { useUploads } from '../hooks/useUploads';

/**
 * A thumbnail of the user's own image, before it is sent. Its `blob:` URL is made here from the
 * file the user picked and revoked when the chip goes; no URL from the service ever gets here
 * (the URL policy refuses `blob:` for everything else).
 */
function LocalThumbnail({ file }: { file: Blob }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => {
        URL.revokeObjectURL(url);
      };
    },
    [file],
  );
  // Styled inline: this chunk loads on demand, and a rule for it would weigh on every first load.
  return (
    <img ref={attach} data-slot="attachment-thumbnail" alt="" decoding="async" style={THUMBNAIL} />
  );
}

const THUMBNAIL: CSSProperties = {
  flex: 'none',
  inlineSize: '2.5em',
  blockSize: '2.5em',
  marginInlineStart: 'calc(var(--uikit-space) * -0.75)',
  borderRadius: 'calc(var(--uikit-radius) * 0.45)',
  background: 'var(--uikit-color-surface-strong)',
  objectFit: 'cover',
};

/** Raster images a chip shows a thumbnail of (never SVG, which is a document). */
const PREVIEWABLE = /^image\/(png|jpeg|gif|webp|avif)$/i;

function AttachmentChip({ attachment }: { attachment: ComposerAttachment }) {
  const labels = useLabels();
  const uploads = useUploads();
  const percent = Math.round(attachment.progress * 100);
  const uploading = attachment.status === 'uploading';
  const preview = PREVIEWABLE.test(attachment.mimeType) ? attachment.file : undefined;
  return (
    <li data-slot="attachment-chip" data-state={attachment.status}>
      {preview === undefined ? (
        <WidgetIconGlyph name={attachment.mimeType.startsWith('image/') ? 'images' : 'document'} />
      ) : (
        <LocalThumbnail file={preview} />
      )}
      <span data-slot="attachment-chip-name">{attachment.name}</span>
      {uploading && (
        <progress
          data-slot="attachment-progress"
          max={100}
          value={percent}
          aria-label={labels.uploading(attachment.name, percent)}
        >
          {percent}%
        </progress>
      )}
      {attachment.status === 'failed' && (
        <span data-slot="attachment-error" role="alert">
          {attachment.error ?? labels.uploadFailed(attachment.name)}
        </span>
      )}
      <button
        type="button"
        data-slot="attachment-remove"
        aria-label={
          uploading
            ? labels.cancelUpload(attachment.name)
            : labels.removeAttachment(attachment.name)
        }
        title={
          uploading
            ? labels.cancelUpload(attachment.name)
            : labels.removeAttachment(attachment.name)
        }
        onClick={() => {
          uploads.remove(attachment.localId);
        }}
      >
        ×
      </button>
    </li>
  );
}

/**
 * The composer's files, each with its upload progress or error and a button to cancel or remove
 * it. Loaded on demand by `Composer`, with the first file added.
 */
export function AttachmentChips({ attachments }: { attachments: readonly ComposerAttachment[] }) {
  const labels = useLabels();
  return (
    <ul data-slot="attachment-chips" aria-label={labels.attachments}>
      {attachments.map((attachment) => (
        <AttachmentChip key={attachment.localId} attachment={attachment} />
      ))}
    </ul>
  );
}
