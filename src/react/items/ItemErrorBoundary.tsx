import { Component, type ReactNode } from 'react';
import type { UikitLabels } from '../context/labels';

interface Props {
  itemId: string;
  /** The item object; a new one (an update) gives the renderer another chance. */
  item: unknown;
  labels: UikitLabels;
  onError: ((error: unknown, info: { itemId?: string }) => void) | undefined;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a renderer that throws, so one bad item never takes down the thread. Shows a quiet note
 * in its place and reports the error to the host; a later version of the item renders again.
 */
export class ItemErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error, { itemId: this.props.itemId });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.item !== this.props.item) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) {
      return (
        <div data-slot="item-error" role="note">
          {this.props.labels.itemError}
        </div>
      );
    }
    return this.props.children;
  }
}
