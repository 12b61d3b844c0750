import type { Notice } from '../../../state/threadState';
import { useLabels } from '../../context/RenderContext';
import { useChat } from '../ChatContext';

/** A `notice` banner in the thread, where it arrived, until the user dismisses it. */
function ThreadNotice({ notice }: { notice: Notice }) {
  const { runtime } = useChat();
  const labels = useLabels();
  return (
    <div
      data-slot="notice"
      data-level={notice.level}
      role={notice.level === 'danger' ? 'alert' : 'status'}
    >
      <div>
        {notice.title !== null && <strong>{notice.title}</strong>}
        <span>{notice.message}</span>
      </div>
      <button
        type="button"
        data-slot="notice-dismiss"
        aria-label={labels.dismiss}
        title={labels.dismiss}
        onClick={() => {
          runtime.dismissNotice(notice.id);
        }}
      >
        ×
      </button>
    </div>
  );
}

/** Notices in the order they arrived, in the text column; nothing when there are none. */
export function ThreadNotices({ notices }: { notices: readonly Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <div data-slot="notices">
      {notices.map((notice) => (
        <ThreadNotice key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
