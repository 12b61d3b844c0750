import type { Entity, EntityAnnotation } from '../../wire/entities';
import { useEntityHandlers } from '../context/EntityContext';
import { useLabels } from '../context/RenderContext';
import type { AnnotationRendererProps } from '../context/renderers';
import { WidgetIconGlyph } from '../widgets/icons';

/** The entity an `entity` annotation cites, as `entities.onClick` and `onRequestPreview` get it. */
export function annotationEntity(annotation: EntityAnnotation): Entity {
  const { id, title, icon, group, data, interactive } = annotation.source;
  return {
    id,
    title,
    ...(icon == null ? {} : { icon }),
    ...(group == null ? {} : { group }),
    ...(data == null ? {} : { data }),
    ...(interactive == null ? {} : { interactive }),
  };
}

/**
 * An entity in an answer's sources: its icon, title and group; a button calling
 * `entities.onClick` when the entity is interactive and the host listens.
 */
export function EntitySource({ annotation }: AnnotationRendererProps<EntityAnnotation>) {
  const { onClick } = useEntityHandlers();
  const labels = useLabels();
  const entity = annotationEntity(annotation);
  const body = (
    <>
      {entity.icon !== undefined && <WidgetIconGlyph name={entity.icon} />}
      <span data-slot="source-title">{entity.title}</span>
      <span data-slot="source-host">{entity.group ?? labels.sourceEntity}</span>
    </>
  );
  if (entity.interactive === true && onClick)
    return (
      <button
        type="button"
        data-slot="source-entity"
        onClick={() => {
          onClick(entity);
        }}
      >
        {body}
      </button>
    );
  return <span data-slot="source-entity">{body}</span>;
}
