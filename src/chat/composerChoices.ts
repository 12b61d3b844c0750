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

/**
 * Whether a tool pick is allowed: clearing always is; an id must be one of the configured tools
 * (any id when none are configured, so a host driving the composer by commands alone still can).
 */
export function canPickTool(choices: ComposerChoices, toolId: string | null): boolean {
  if (toolId === null || choices.tools.length === 0) return true;
  return choices.tools.some((tool) => tool.id === toolId);
}

/**
 * Whether a model pick is allowed: a disabled model never is; otherwise as for tools (any id when
 * none are configured).
 */
export function canPickModel(choices: ComposerChoices, modelId: string | null): boolean {
  if (modelId === null) return true;
  const model = choices.models.find((candidate) => candidate.id === modelId);
  if (model === undefined) return choices.models.length === 0;
  return model.disabled !== true;
}

/**
 * The model a message goes with: the user's pick, else the configured default (unless disabled),
 * else none (the workflow's own).
 */
export function effectiveModelId(choices: ComposerChoices, picked: string | null): string | null {
  if (picked !== null) return picked;
  return (
    choices.models.find((model) => model.default === true && model.disabled !== true)?.id ?? null
  );
}

/** Whether a picked tool stays picked after a send. */
export function keepsToolAfterSend(choices: ComposerChoices, toolId: string): boolean {
  return choices.tools.find((tool) => tool.id === toolId)?.persistent === true;
}

/** The composer's placeholder: the picked tool's override, else `fallback`. */
export function composerPlaceholder(
  choices: ComposerChoices,
  toolId: string | null,
  fallback: string,
): string {
  if (toolId === null) return fallback;
  return choices.tools.find((tool) => tool.id === toolId)?.placeholderOverride ?? fallback;
}
