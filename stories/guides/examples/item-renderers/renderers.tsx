// ThreadItems.tsx: replace the renderer of an item type, a content part, an annotation and a
// widget component; each receives the kit's own as `Default`, to wrap or fall back to.
import {
  RenderProvider,
  ThreadItemView,
  type ReceivedThreadItem,
  type UikitRenderers,
} from 'uikit-react';

function MySourceCard({ url, n }: { url: string; n: number }) {
  return (
    <a href={url} className="my-source">
      [{n}]
    </a>
  );
}

const renderers: UikitRenderers = {
  items: {
    'uikit.task': ({ item, Default, streaming }) =>
      item.task_type === 'thought' ? null : <Default item={item} streaming={streaming} />,
  },
  content: { input_text: ({ part }) => <p className="my-bubble">{part.text}</p> },
  annotations: {
    url: ({ annotation, number }) => <MySourceCard url={annotation.source.url} n={number} />,
  },
  widgets: { Badge: ({ node, Default }) => <Default node={{ ...node, pill: true }} /> },
};

export function ThreadItems({ items }: { items: readonly ReceivedThreadItem[] }) {
  return (
    <RenderProvider renderers={renderers}>
      {items.map((item) => (
        <ThreadItemView key={item.id} item={item} />
      ))}
    </RenderProvider>
  );
}
