// Rating.tsx: a widget component of the host's own, registered under the name the widget JSON
// uses (`{ "type": "Rating", "value": 4, "image": "https://…" }`). It receives the node with its
// raw, unvalidated `props` (and its children already rendered): read them defensively, pass any
// URL through `safeHref` / `safeSrc`, and fire actions with `useWidgetAction`.
import type { ReactNode } from 'react';
import { RenderProvider, safeSrc, useWidgetAction, type CustomWidgetComponent } from 'uikit-react';

const Rating: CustomWidgetComponent = ({ node }) => {
  const { fire, pending } = useWidgetAction(node);
  const stars = Number(node.props.value) || 0;
  const image = safeSrc(node.props.image); // null for anything the URL policy refuses
  return (
    <button
      aria-busy={pending}
      onClick={() => {
        fire({ type: 'rate', payload: { stars } });
      }}
    >
      {image && <img src={image} alt="" width={16} height={16} />}
      {'★'.repeat(stars)}
    </button>
  );
};

declare function send(itemId: string, action: unknown): Promise<void>;

export function WithRating({ children }: { children: ReactNode }) {
  return (
    <RenderProvider
      widgetComponents={{ Rating }}
      onWidgetAction={(action, { itemId }) => send(itemId, action)}
    >
      {children}
    </RenderProvider>
  );
}
