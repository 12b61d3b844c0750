import { useEffect, useSyncExternalStore } from 'react';
import { IconSvg } from '../primitives/icons/IconSvg';
import type { IconName } from '../primitives/icons/iconNames';
import { loadedIcons, loadIcons, subscribeToIcons } from '../primitives/icons/loadIcons';

const noRegistry = () => undefined;

/**
 * An icon of the kit's set (lucide drawings): every widget icon name and every ChatKit header icon
 * name; decorative unless given a label. Names this version does not know draw a dot, never nothing
 * and never a fetched image. The drawings load with the chat's deferred parts; until then (a
 * moment, on a cold start) the icon keeps its place, empty, so nothing moves when it appears.
 *
 * @example
 * <WidgetIconGlyph name="check" label="Done" />
 */
export function WidgetIconGlyph({ name, label }: { name: string; label?: string | undefined }) {
  const registry = useSyncExternalStore(subscribeToIcons, loadedIcons, noRegistry);
  useEffect(() => {
    // A failed load leaves the placeholder; the next icon to mount tries again.
    if (!registry) loadIcons().catch(() => undefined);
  }, [registry]);
  const a11y = label
    ? { role: 'img', 'aria-label': label, 'aria-hidden': undefined }
    : { 'aria-hidden': true };
  if (!registry) {
    return (
      <svg
        data-slot="widget-icon"
        data-icon={name}
        data-state="loading"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        focusable="false"
        {...a11y}
      />
    );
  }
  return (
    <IconSvg
      node={Object.hasOwn(registry, name) ? registry[name as IconName] : registry.dot}
      data-slot="widget-icon"
      data-icon={name}
      {...a11y}
    />
  );
}
