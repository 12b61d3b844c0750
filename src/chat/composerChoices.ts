/**
 * What the runtime needs to know of the host's composer tools (`composer.tools`): enough to tell
 * whether a pick is allowed and whether it outlives a send.
 */
export interface ComposerToolRule {
  /** The tool's id (`inference_options.tool_choice.id`). */
  readonly id: string;
  /** Kept after a send. Default false: the pick clears once the message is sent (as in ChatKit). */
  readonly persistent?: boolean;
  /** The composer's placeholder while this tool is picked. */
  readonly placeholderOverride?: string;
}

/** What the runtime needs to know of the host's composer models (`composer.models`). */
export interface ComposerModelRule {
  /** The model's id (`inference_options.model`). */
  readonly id: string;
  /** Shown but never picked. */
  readonly disabled?: boolean;
  /** Used while the user has picked none. */
  readonly default?: boolean;
}

/** The tools and models a user may pick (read when a pick or a send happens). */
export interface ComposerChoices {
  /** The tools offered (`composer.tools`); none: any tool id a host sets goes through. */
  readonly tools: readonly ComposerToolRule[];
  /** The models offered (`composer.models`); none: any model id a host sets goes through. */
  readonly models: readonly ComposerModelRule[];
}

/** No tools or models configured: any pick a host makes through commands goes through as is. */
export const NO_COMPOSER_CHOICES: ComposerChoices = { tools: [], models: [] };

const byId = <T extends { readonly id: string }>(list: readonly T[], id: string | null) =>
  list.find((entry) => entry.id === id);

/**
 * Whether a pick is allowed: clearing always is; a disabled model never is; otherwise an id must be
 * one of those offered (any id when none are, so a host driving the composer by commands alone
 * still can).
 */
export function canPick(
  offered: readonly { readonly id: string; readonly disabled?: boolean }[],
  id: string | null | undefined,
): boolean {
  // Nothing picked (clearing, or leaving as is) is always allowed.
  if (!id) return true;
  const found = byId(offered, id);
  return found ? found.disabled !== true : offered.length === 0;
}

/**
 * The model a message goes with: the user's pick, else the configured default (unless disabled),
 * else none (the workflow's own).
 */
export function effectiveModelId(choices: ComposerChoices, picked: string | null): string | null {
  return picked ?? choices.models.find((model) => model.default && !model.disabled)?.id ?? null;
}

/** Whether a picked tool stays picked after a send. */
export function keepsToolAfterSend(choices: ComposerChoices, toolId: string | null): boolean {
  return byId(choices.tools, toolId)?.persistent === true;
}

/** The composer's placeholder: the picked tool's override, else `fallback`. */
export function composerPlaceholder(
  tools: readonly ComposerToolRule[],
  toolId: string | null,
  fallback: string,
): string {
  return byId(tools, toolId)?.placeholderOverride ?? fallback;
}
