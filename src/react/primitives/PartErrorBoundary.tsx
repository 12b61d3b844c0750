import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown in the part's place once it failed. */
  failed: ReactNode;
  onError: ((error: unknown, info: { itemId?: string }) => void) | undefined;
  /** A new value gives the part another chance (an item's new version, say). */
  retryOn?: unknown;
  children: ReactNode;
}

interface State {
  error: boolean;
}

/**
 * Catches a part of the chat that could not render (a renderer that throws, code that could not be
 * loaded: a lost connection, a deploy that removed an old chunk): the rest of the chat stays, the
 * host hears of the error, and `failed` says so in the part's place.
 */
export class PartErrorBoundary extends Component<Props, State> {
  override state: State = { error: false };

  static getDerivedStateFromError(): State {
    return { error: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error, {});
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.retryOn !== this.props.retryOn)
      this.setState({ error: false });
  }

  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}
