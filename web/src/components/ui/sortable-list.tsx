import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './sortable-list.module.css';

/** Items move on the vertical axis only (spec 02 §2). */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type SortableListProps<T> = {
  items: readonly T[];
  /** A stable id per item. */
  getId: (item: T) => string;
  /** The item's name in the handle's label and the screen-reader announcements. */
  getName: (item: T, index: number) => string;
  /** Called once an item is dropped at a new place. */
  onMove: (id: string, from: number, to: number) => void;
  /** Dragging is off: the handles are hidden. */
  disabled?: boolean;
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  as?: 'ol' | 'ul';
  className?: string;
  itemClassName?: string;
};

/**
 * A vertical list reordered by dragging a handle or from the keyboard (focus the handle, Space to pick up, the
 * arrow keys to move, Space to drop, Escape to cancel), with translated screen-reader announcements.
 */
export function SortableList<T>({
  items,
  getId,
  getName,
  onMove,
  disabled = false,
  renderItem,
  as: List = 'ol',
  className,
  itemClassName,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const indexOf = (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : ids.indexOf(String(id)));
  const nameOf = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    const item = items[index];
    return item === undefined ? '' : getName(item, index);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.pickedUp', {
        name: nameOf(active.id),
        position: indexOf(active.id) + 1,
        count: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.movedOver', {
            name: nameOf(active.id),
            position: indexOf(over.id) + 1,
            count: ids.length,
          })
        : t('sortable.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', {
            name: nameOf(active.id),
            position: indexOf(over.id) + 1,
            count: ids.length,
          })
        : t('sortable.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id);
    const to = indexOf(over?.id);
    if (from >= 0 && to >= 0 && from !== to) onMove(String(active.id), from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List className={className}>
          {items.map((item, index) => (
            <SortableItem
              key={ids[index]}
              id={ids[index] as string}
              name={getName(item, index)}
              disabled={disabled}
              className={itemClassName}
            >
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  disabled,
  className,
  children,
}: {
  id: string;
  name: string;
  disabled: boolean;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const handleId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled, attributes: { roleDescription: t('sortable.roleDescription') } });
  const handle = disabled ? null : (
    <button
      type="button"
      id={handleId}
      ref={setActivatorNodeRef}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={t('sortable.handle', { name })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M9 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm0 7a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm-1.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM18 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm-1.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM18 19a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z"
        />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={[className, isDragging ? styles.dragging : ''].filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
