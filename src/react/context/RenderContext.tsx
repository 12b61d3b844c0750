import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DeepLink, UrlPolicyOptions } from '../../security/urlPolicy';
import type { WidgetActionContext, WidgetActionHandler } from '../../wire/widgetActions';
import { defaultLabels, type UikitLabels } from './labels';
import type { CustomWidgetComponent, UikitRenderers } from './renderers';

export type { WidgetActionContext, WidgetActionHandler };

/**
 * A face beside messages (`avatars.assistant`, `avatars.user`): an image, or initials when there is
 * no image or it cannot be shown. The image goes through the URL policy.
 */
export interface UikitAvatar {
  /** An https or `data:image/...` URL. */
  src?: string;
  /** One or two letters (on the accent colour), shown when there is no usable image. */
  initials?: string;
}

/** Avatars beside messages; off unless one is given. */
export interface UikitAvatars {
  assistant?: UikitAvatar;
  user?: UikitAvatar;
}

/** What item renderers read from their surroundings. Every field has a sensible default. */
export interface RenderOptions {
  labels: UikitLabels;
  /** BCP 47 locale for numbers and dates. */
  locale: string | undefined;
  urlPolicy: UrlPolicyOptions;
  renderers: UikitRenderers;
  widgetComponents: Readonly<Record<string, CustomWidgetComponent>>;
  onWidgetAction: WidgetActionHandler | undefined;
  /** Reports an error a renderer caught (a bad item, a failed copy). */
  onRenderError: ((error: unknown, info: { itemId?: string }) => void) | undefined;
  avatars: UikitAvatars;
  /** Hears a clicked deep link (`uikit-link://…`); without it deep links are inert text. */
  onDeepLink: ((link: DeepLink) => void) | undefined;
}

const defaults: RenderOptions = {
  labels: defaultLabels,
  locale: undefined,
  urlPolicy: {},
  renderers: {},
  widgetComponents: {},
  onWidgetAction: undefined,
  onRenderError: undefined,
  avatars: {},
  onDeepLink: undefined,
};

const RenderContext = createContext<RenderOptions>(defaults);

/** Props of `<RenderProvider>`: each is optional and replaces its default. */
export interface RenderProviderProps {
  labels?: Partial<UikitLabels>;
  locale?: string;
  urlPolicy?: UrlPolicyOptions;
  renderers?: UikitRenderers;
  widgetComponents?: Readonly<Record<string, CustomWidgetComponent>>;
  onWidgetAction?: WidgetActionHandler;
  onRenderError?: (error: unknown, info: { itemId?: string }) => void;
  /** Avatars beside messages; none by default. */
  avatars?: UikitAvatars;
  /** Hears a clicked deep link (`uikit-link://…`); without it deep links are inert text. */
  onDeepLink?: (link: DeepLink) => void;
  children: ReactNode;
}

/**
 * Configures how thread items render: labels, the URL policy, renderer overrides and widget
 * actions. Optional: renderers work with defaults without it.
 *
 * @example
 * <RenderProvider
 *   labels={{ copy: 'Copier' }}
 *   urlPolicy={{ extraLinkSchemes: ['tel'] }}
 *   onWidgetAction={(action, { itemId }) => sendAction(itemId, action)}
 * >
 *   <ThreadItemView item={item} />
 * </RenderProvider>
 */
export function RenderProvider({
  labels,
  locale,
  urlPolicy,
  renderers,
  widgetComponents,
  onWidgetAction,
  onRenderError,
  avatars,
  onDeepLink,
  children,
}: RenderProviderProps) {
  const value = useMemo<RenderOptions>(
    () => ({
      labels: labels ? { ...defaultLabels, ...labels } : defaultLabels,
      locale,
      urlPolicy: urlPolicy ?? defaults.urlPolicy,
      renderers: renderers ?? defaults.renderers,
      widgetComponents: widgetComponents ?? defaults.widgetComponents,
      onWidgetAction,
      onRenderError,
      avatars: avatars ?? defaults.avatars,
      onDeepLink,
    }),
    [
      labels,
      locale,
      urlPolicy,
      renderers,
      widgetComponents,
      onWidgetAction,
      onRenderError,
      avatars,
      onDeepLink,
    ],
  );
  return <RenderContext.Provider value={value}>{children}</RenderContext.Provider>;
}

/**
 * What the nearest `RenderProvider` configured (labels, URL policy, renderers, handlers), or the
 * defaults.
 *
 * @example
 * const { urlPolicy } = useRenderOptions();
 * const href = safeHref(node.props.url, urlPolicy);
 */
export function useRenderOptions(): RenderOptions {
  return useContext(RenderContext);
}

/**
 * The user-facing strings of the nearest `RenderProvider`, merged over `defaultLabels`.
 *
 * @example
 * const labels = useLabels();
 * return <button aria-label={labels.copy}>⧉</button>;
 */
export function useLabels(): UikitLabels {
  return useContext(RenderContext).labels;
}
