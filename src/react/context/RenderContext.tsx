import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DeepLink, UrlPolicyOptions } from '../../security/urlPolicy';
import type { StructuredInputResponse } from '../../wire/conversation';
import type { WidgetActionContext, WidgetActionHandler } from '../../wire/widgetActions';
import { defaultLabels, type UikitLabels } from './labels';
import type { CustomWidgetComponent, UikitRenderers } from './renderers';
import { useLocaleLabels, useResolvedLocale } from './useLocale';

export type { WidgetActionContext, WidgetActionHandler };

/**
 * Sends the user's answers to a structured input (`threads.add_structured_input`, protocol
 * section 12). The form waits for it; a rejection shows that sending failed and lets the user try
 * again.
 */
export type StructuredInputHandler = (
  itemId: string,
  input: StructuredInputResponse,
) => Promise<void> | void;

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

/** A model as a user message names it: the id it was sent with, and the name people know it by. */
export interface ModelName {
  /** `inference_options.model`. */
  id: string;
  /** Its name, as the composer's model menu shows it. */
  label: string;
}

/** What item renderers read from their surroundings. Every field has a sensible default. */
export interface RenderOptions {
  /** The defaults, under the locale's catalogue once loaded, under the host's `labels`. */
  labels: UikitLabels;
  /**
   * The BCP 47 tag the labels, numbers and dates are in: the `locale` given, else the browser's
   * language that has a catalogue, else `en` (`resolveLocale`).
   */
  locale: string | undefined;
  /** The direction the locale is written in: `rtl` for Arabic, Hebrew, Persian, Urdu. */
  direction: 'ltr' | 'rtl';
  urlPolicy: UrlPolicyOptions;
  renderers: UikitRenderers;
  widgetComponents: Readonly<Record<string, CustomWidgetComponent>>;
  onWidgetAction: WidgetActionHandler | undefined;
  /** Reports an error a renderer caught (a bad item, a failed copy). */
  onRenderError: ((error: unknown, info: { itemId?: string }) => void) | undefined;
  avatars: UikitAvatars;
  /** Hears a clicked deep link (`uikit-link://…`); without it deep links are inert text. */
  onDeepLink: ((link: DeepLink) => void) | undefined;
  /** Sends a structured input's answers; without it, its questions show read-only. */
  onStructuredInput: StructuredInputHandler | undefined;
  /** The models a user message may name by label; an id none of them has shows as it is. */
  models: readonly ModelName[];
}

const defaults: RenderOptions = {
  labels: defaultLabels,
  locale: undefined,
  direction: 'ltr',
  urlPolicy: {},
  renderers: {},
  widgetComponents: {},
  onWidgetAction: undefined,
  onRenderError: undefined,
  avatars: {},
  onDeepLink: undefined,
  onStructuredInput: undefined,
  models: [],
};

const RenderContext = createContext<RenderOptions>(defaults);

/** Props of `<RenderProvider>`: each is optional and replaces its default. */
export interface RenderProviderProps {
  /** Replace any label, over the locale's. */
  labels?: Partial<UikitLabels>;
  /**
   * A BCP 47 tag (`de`, `pt-BR`, `zh-Hant-TW`): its catalogue loads on demand, English shows until
   * it arrives. Default: the browser's languages (`navigator.languages`), the first one with a
   * catalogue, else English.
   */
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
  /**
   * Sends a structured input's answers (`threads.add_structured_input`); without it, its
   * questions show read-only.
   */
  onStructuredInput?: StructuredInputHandler;
  /**
   * The models the user picks from (in the chat, `composer.models`), so a user message says
   * "Model: Fast", the label, where it was sent with the id `demo-fast`. Without a match, the id.
   */
  models?: readonly ModelName[];
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
  onStructuredInput,
  models,
  children,
}: RenderProviderProps) {
  const resolved = useResolvedLocale(locale);
  const localeLabels = useLocaleLabels(resolved, (error) => onRenderError?.(error, {}));
  const value = useMemo<RenderOptions>(
    () => ({
      labels:
        labels || localeLabels ? { ...defaultLabels, ...localeLabels, ...labels } : defaultLabels,
      locale: resolved.tag,
      direction: resolved.dir,
      urlPolicy: urlPolicy ?? defaults.urlPolicy,
      renderers: renderers ?? defaults.renderers,
      widgetComponents: widgetComponents ?? defaults.widgetComponents,
      onWidgetAction,
      onRenderError,
      avatars: avatars ?? defaults.avatars,
      onDeepLink,
      onStructuredInput,
      models: models ?? defaults.models,
    }),
    [
      labels,
      localeLabels,
      resolved,
      urlPolicy,
      renderers,
      widgetComponents,
      onWidgetAction,
      onRenderError,
      avatars,
      onDeepLink,
      onStructuredInput,
      models,
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
 * The user-facing strings of the nearest `RenderProvider`: its `labels` over its locale's over
 * `defaultLabels`.
 *
 * @example
 * const labels = useLabels();
 * return <button aria-label={labels.copy}>⧉</button>;
 */
export function useLabels(): UikitLabels {
  return useContext(RenderContext).labels;
}
