import { acceptPatterns } from '../../../chat/attachmentLimits';
import { useChat } from '../ChatContext';
import { useComposerState } from './useChatState';
import { useConfiguration } from './useSession';

/**
 * The composer's attachments under the session's `file_upload` configuration and the host's
 * `composer.attachments`: hidden when either turns uploads off; size, count and type are checked
 * before anything is sent.
 *
 * @example
 * const { enabled, add } = useUploads();
 * if (!enabled) return null;
 * return <input type="file" multiple onChange={(event) => { add([...(event.target.files ?? [])]); }} />;
 */
export function useUploads() {
  const { runtime, display } = useChat();
  const configuration = useConfiguration();
  const attachments = useComposerState((state) => state.attachments);
  const notice = useComposerState((state) => state.notice);
  const upload = configuration?.file_upload ?? null;
  const host = display.composer?.attachments;
  return {
    enabled: upload?.enabled === true && host?.enabled !== false,
    maxFileSizeMb: upload?.max_file_size ?? 0,
    maxFiles: Math.min(upload?.max_files ?? 0, host?.maxCount ?? Infinity),
    accept: acceptPatterns(host?.accept),
    attachments,
    uploading: attachments.some((attachment) => attachment.status === 'uploading'),
    notice,
    add: runtime.addFiles,
    remove: runtime.removeFile,
  };
}
