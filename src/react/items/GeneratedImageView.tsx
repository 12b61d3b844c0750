import { useState, type CSSProperties } from 'react';
import { safeSrc } from '../../security/urlPolicy';
import type { ReceivedGeneratedImageItem } from '../../wire/received';
import { useRenderOptions } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';

/** What a generated image shows: see {@link GeneratedImageView}. */
export type GeneratedImageState = 'placeholder' | 'partial' | 'final' | 'blocked' | 'failed';

/** Percent formats by locale, made once each. */
const percentFormats = new Map<string, Intl.NumberFormat>();

function formatPercent(value: number, locale: string | undefined): string {
  const key = locale ?? '';
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(key, format);
  }
  return format.format(value);
}

function imageState(
  hasImage: boolean,
  src: string | null,
  failed: string | null,
  streaming: boolean,
): GeneratedImageState {
  // Done without an image: none will come.
  if (!hasImage) return streaming ? 'placeholder' : 'failed';
  if (src === null) return 'blocked';
  if (failed === src) return 'failed';
  return streaming ? 'partial' : 'final';
}

/**
 * An image the workflow generates (protocol section 12): a placeholder until the first preview
 * comes, partial previews that sharpen as it progresses (the progress a bar and, for screen
 * readers, a progressbar), then the final image. Every source goes through the URL policy, with
 * the thread's allowed image hosts when it has them; one it refuses, or one that fails to load,
 * leaves a note in the image's place. The frame is square until the first preview loads, then
 * takes the image's shape and keeps it, so the thread moves once, not with every preview.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <GeneratedImageView item={item} streaming={false} />
 * </RenderProvider>
 */
export function GeneratedImageView({
  item,
  streaming,
}: ItemRendererProps<ReceivedGeneratedImageItem>) {
  const { labels, locale, urlPolicy } = useRenderOptions();
  const src = item.image === null ? null : safeSrc(item.image.url, urlPolicy);
  // The source that failed to load: a later preview (another source) tries again.
  const [failed, setFailed] = useState<string | null>(null);
  const state = imageState(item.image !== null, src, failed, streaming);
  const progress = streaming ? item.progress : undefined;
  const shown = state === 'partial' || state === 'final';
  // The frame takes the image's shape once the first preview has loaded (square until then):
  // previews and the final image share it, so it changes once, not with every preview.
  const [ratio, setRatio] = useState<string | null>(null);
  // A preview sharpens as the image comes: blurred in proportion to what is still missing.
  const frameStyle: CSSProperties | undefined =
    state === 'partial' || (shown && ratio !== null)
      ? {
          ...(state === 'partial' ? { '--uikit-image-progress': String(progress ?? 0) } : {}),
          ...(shown && ratio !== null ? { aspectRatio: ratio } : {}),
        }
      : undefined;
  return (
    <figure
      data-slot="generated-image"
      data-state={state}
      aria-busy={streaming || undefined}
      // Until there is an image, the frame's note names it; after, the image's alt text does.
      aria-label={shown ? undefined : labels.generatedImage}
    >
      <div data-slot="generated-image-frame" style={frameStyle}>
        {shown && src !== null ? (
          <img
            key={src}
            src={src}
            alt={labels.generatedImage}
            data-slot="generated-image-img"
            decoding="async"
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              if (width > 0 && height > 0) setRatio(`${String(width)} / ${String(height)}`);
            }}
            onError={() => {
              setFailed(src);
            }}
          />
        ) : state === 'placeholder' ? (
          <span data-slot="generated-image-note">{labels.generatingImage}</span>
        ) : (
          <span data-slot="generated-image-note" role="note">
            {labels.imageUnavailable}
          </span>
        )}
      </div>
      {streaming && (
        <div
          data-slot="generated-image-progress"
          role="progressbar"
          aria-label={labels.generatingImage}
          aria-valuemin={0}
          aria-valuemax={100}
          {...(progress === undefined
            ? {}
            : {
                'aria-valuenow': Math.round(progress * 100),
                'aria-valuetext': formatPercent(progress, locale),
              })}
          data-state={progress === undefined ? 'indeterminate' : 'determinate'}
          style={
            progress === undefined
              ? undefined
              : ({ '--uikit-image-progress': String(progress) } as CSSProperties)
          }
        >
          {progress !== undefined && (
            <span data-slot="generated-image-percent" aria-hidden="true">
              {formatPercent(progress, locale)}
            </span>
          )}
        </div>
      )}
    </figure>
  );
}
