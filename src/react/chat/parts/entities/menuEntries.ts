import type { Entity } from '../../../../chat/entities/tagModel';
import type { ChatRuntime } from '../../../../chat/createChatRuntime';
import type { UikitLabels } from '../../../context/labels';
import type { ComposerModel, ComposerTool } from '../../options';
import type { ComposerCommand } from './entityOptions';

/** One option of a composer menu: an entity, a host command, or one of the composer's actions. */
export type MenuEntry =
  | { kind: 'entity'; entity: Entity }
  | { kind: 'command'; command: ComposerCommand }
  | {
      kind: 'action';
      id: string;
      label: string;
      icon: string | undefined;
      group: string;
      run: (runtime: ChatRuntime) => void;
    };

/**
 * The composer's own actions in the `/` menu, as the chat offers them: attach files (when uploads
 * are on), each tool and each enabled model, filtered by the query (case-insensitive, anywhere in
 * the label).
 */
export function composerActions(
  offers: {
    attach: (() => void) | null;
    tools: readonly ComposerTool[];
    models: readonly ComposerModel[];
  },
  query: string,
  labels: Pick<
    UikitLabels,
    'attachFiles' | 'commandPickTool' | 'commandPickModel' | 'composerActions'
  >,
): MenuEntry[] {
  const group = labels.composerActions;
  const actions: MenuEntry[] = [];
  const { attach } = offers;
  if (attach)
    actions.push({
      kind: 'action',
      id: 'attach',
      label: labels.attachFiles,
      icon: 'document',
      group,
      run: attach,
    });
  for (const tool of offers.tools)
    actions.push({
      kind: 'action',
      id: `tool:${tool.id}`,
      label: labels.commandPickTool(tool.label),
      icon: tool.icon,
      group,
      run: (runtime) => {
        runtime.setComposerValue({ toolId: tool.id });
      },
    });
  for (const model of offers.models)
    if (!model.disabled)
      actions.push({
        kind: 'action',
        id: `model:${model.id}`,
        label: labels.commandPickModel(model.label),
        icon: undefined,
        group,
        run: (runtime) => {
          runtime.setComposerValue({ modelId: model.id });
        },
      });
  const wanted = query.trim().toLocaleLowerCase();
  return wanted === ''
    ? actions
    : actions.filter(
        (action) => action.kind === 'action' && action.label.toLocaleLowerCase().includes(wanted),
      );
}

/** An entry's title, group and icon, as the menu shows them. */
export function entryView(entry: MenuEntry): {
  title: string;
  description: string | undefined;
  group: string | undefined;
  icon: string | undefined;
} {
  switch (entry.kind) {
    case 'entity':
      return {
        title: entry.entity.title,
        description: undefined,
        group: entry.entity.group,
        icon: entry.entity.icon,
      };
    case 'command':
      return {
        title: entry.command.label,
        description: entry.command.description,
        group: entry.command.group,
        icon: entry.command.icon,
      };
    case 'action':
      return { title: entry.label, description: undefined, group: entry.group, icon: entry.icon };
  }
}
