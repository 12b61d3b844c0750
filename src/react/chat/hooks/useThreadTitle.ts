import { useThreadState } from './useChatState';
import { useConfiguration } from './useSession';

/**
 * The open thread's title. `pending` is true while automatic titling will name it (titling on,
 * a thread exists, no title yet): show a placeholder then, and nothing when titling is off.
 *
 * @example
 * const { title, pending } = useThreadTitle();
 * return <h2>{pending ? 'Naming…' : (title ?? 'New chat')}</h2>;
 */
export function useThreadTitle(): { title: string | null; pending: boolean } {
  const configuration = useConfiguration();
  const thread = useThreadState((state) => state.thread);
  const title = thread?.title ?? null;
  const titling = configuration?.automatic_thread_titling.enabled === true;
  return { title, pending: thread !== null && title === null && titling };
}
