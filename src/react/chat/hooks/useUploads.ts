import { useChat } from '../ChatContext';
import { useComposerState } from './useChatState';
import { useConfiguration } from './useSession';

/**
 * The composer's attachments under the session's `file_upload` configuration: hidden when uploads
 * are off; size, count and type are checked before anything is sent.
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
  return {
    enabled: upload?.enabled === true,
    maxFileSizeMb: upload?.max_file_size ?? 0,
    maxFiles: upload?.max_files ?? 0,
    accept: display.composer?.attachments?.accept ?? [],
    attachments,
    uploading: attachments.some((attachment) => attachment.status === 'uploading'),
    notice,
    add: runtime.addFiles,
    remove: runtime.removeFile,
  };
}
