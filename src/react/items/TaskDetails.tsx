import { useId } from 'react';
import { displayHost } from '../../security/urlPolicy';
import type { TaskType } from '../../wire/items';
import type { ReceivedTaskSource } from '../../wire/received';
import { useLabels } from '../context/RenderContext';
import type { UikitLabels } from '../context/labels';
import { FileIcon } from '../primitives/glyphs';
import { SafeLink } from '../primitives/SafeLink';
import { ShowMoreButton, useShownCount } from '../primitives/ShowMore';
import { WidgetIconGlyph } from '../widgets/icons';
import { InvalidPart } from './InvalidItem';

/** Queries and sources of a task shown at first; each "Show more" adds as many again. */
const ENTRIES_SHOWN = 8;
const ENTRIES_STEP = 50;

/** The icon each task type shows without one of its own, and its name for screen readers. */
const TYPE_ICONS: Partial<
  Record<TaskType, { icon: string; label: (labels: UikitLabels) => string }>
> = {
  web_search: { icon: 'search', label: (labels) => labels.taskWebSearch },
  file: { icon: 'document', label: (labels) => labels.taskFiles },
  image: { icon: 'square-image', label: (labels) => labels.taskImage },
};

/** Whether a task of this type shows an icon without one of its own. */
export const hasTypeIcon = (type: TaskType) => TYPE_ICONS[type] !== undefined;

/**
 * A task's icon: its own (`icon`, a name of the kit's set; an unknown one keeps its place, empty),
 * else its type's (named for screen readers), else none.
 */
export function TaskIcon({ type, icon }: { type: TaskType; icon: string | null | undefined }) {
  const labels = useLabels();
  const byType = TYPE_ICONS[type];
  if (icon) {
    const name = byType?.label(labels);
    return (
      <span data-slot="task-icon">
        <WidgetIconGlyph name={icon} label={name} />
      </span>
    );
  }
  if (!byType) return null;
  return (
    <span data-slot="task-icon">
      <WidgetIconGlyph name={byType.icon} label={byType.label(labels)} />
    </span>
  );
}

/** What a web search searched for: one chip per query. */
function TaskQueries({ queries }: { queries: readonly string[] }) {
  const labels = useLabels();
  const id = useId();
  const shown = useShownCount(queries.length, ENTRIES_SHOWN, ENTRIES_STEP);
  if (queries.length === 0) return null;
  return (
    <>
      <ul id={id} data-slot="task-queries" aria-label={labels.taskQueries}>
        {queries.slice(0, shown.count).map((query, index) => (
          <li key={index} data-slot="task-query" dir="auto">
            <WidgetIconGlyph name="search" />
            <span>{query}</span>
          </li>
        ))}
      </ul>
      <ShowMoreButton count={shown.next} onClick={shown.more} slot="task-more" controls={id} />
    </>
  );
}

function TaskSource({ source }: { source: ReceivedTaskSource }) {
  switch (source.type) {
    case 'url': {
      const host = displayHost(source.url);
      return (
        <SafeLink href={source.url} slot="task-source-link">
          <span data-slot="source-title" dir="auto">
            {source.title ?? host ?? source.url}
          </span>
          {host !== null && source.title !== null && <span data-slot="source-host">{host}</span>}
        </SafeLink>
      );
    }
    case 'file':
      return (
        <span data-slot="task-source-file">
          <FileIcon />
          <span data-slot="source-title" dir="auto">
            {source.filename}
          </span>
        </span>
      );
    case 'invalid':
      return <InvalidPart part={source} slot="task-source-invalid" />;
  }
}

/** The pages a web search found or the files a task read, links through the URL policy. */
function TaskSources({
  sources,
  files,
}: {
  sources: readonly ReceivedTaskSource[];
  files: boolean;
}) {
  const labels = useLabels();
  const id = useId();
  const shown = useShownCount(sources.length, ENTRIES_SHOWN, ENTRIES_STEP);
  if (sources.length === 0) return null;
  return (
    <>
      <ul id={id} data-slot="task-sources" aria-label={files ? labels.taskFiles : labels.sources}>
        {sources.slice(0, shown.count).map((source, index) => (
          <li key={index} data-slot="task-source" data-kind={source.type}>
            <TaskSource source={source} />
          </li>
        ))}
      </ul>
      <ShowMoreButton count={shown.next} onClick={shown.more} slot="task-more" controls={id} />
    </>
  );
}

/** Props of {@link TaskDetails}: what a task holds beside its heading and summary. */
export interface TaskDetailsProps {
  type: TaskType;
  queries?: readonly string[] | undefined;
  sources?: readonly ReceivedTaskSource[] | undefined;
}

/** A task's queries and sources (web search, file tasks; protocol section 12), when it has any. */
export function TaskDetails({ type, queries, sources }: TaskDetailsProps) {
  if (!queries?.length && !sources?.length) return null;
  const files = type === 'file' || (sources ?? []).every((source) => source.type === 'file');
  return (
    <div data-slot="task-details">
      {queries && <TaskQueries queries={queries} />}
      {sources && <TaskSources sources={sources} files={files} />}
    </div>
  );
}
