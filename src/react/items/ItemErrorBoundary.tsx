import type { ReactNode } from 'react';
import type { UikitLabels } from '../context/labels';
import { PartErrorBoundary } from '../primitives/PartErrorBoundary';

interface Props {
  itemId: string;
  /** The item object; a new one (an update) gives the renderer another chance. */
  item: unknown;
  labels: UikitLabels;
  onError: ((error: unknown, info: { itemId?: string }) => void) | undefined;
  children: ReactNode;
}

/**
 * Catches a renderer that throws, so one bad item never takes down the thread. Shows a quiet note
 * in its place and reports the error to the host; a later version of the item renders again.
 * A function that makes the boundary's element, not a component: every row of a thread has one,
 * and a component around it would be one more fiber each.
 */
export function itemErrorBoundary({ itemId, item, labels, onError, children }: Props) {
  return (
    <PartErrorBoundary
      failed={
        <div data-slot="item-error" role="note">
          {labels.itemError}
        </div>
      }
      onError={(error) => onError?.(error, { itemId })}
      retryOn={item}
    >
      {children}
    </PartErrorBoundary>
  );
}
