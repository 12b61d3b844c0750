import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  createMenuSearch,
  moveActive,
  type MenuSearch,
  type MenuSearchState,
} from '../../../../chat/entities/menuSearch';
import {
  deletionRange,
  findTrigger,
  insertTag,
  parseTagged,
  pasteTagged,
  remapTags,
  serializeTagged,
  TAGS_MIME,
  type ComposerTag,
  type Entity,
  type TaggedText,
} from '../../../../chat/entities/tagModel';
import { useLabels } from '../../../context/RenderContext';
import { lazyComponent } from '../../../primitives/lazyComponent';
import { useChat } from '../../ChatContext';
import { useComposerState } from '../../hooks/useChatState';
import { threadStylesLoaded } from '../threadStyles';
import type { ComposerCommand } from './entityOptions';
import { composerActions, type MenuEntry } from './menuEntries';

import type { FieldProps } from './ComposerField';

// The menu (and Floating UI) loads when a menu first opens, or once the chat is idle.
const composerMenu = lazyComponent(async () => {
  const [module] = await Promise.all([import('./ComposerMenu'), threadStylesLoaded()]);
  return module.ComposerMenu;
});

/** Loads the `@` and `/` menus ahead of need. */
export const preloadComposerMenu = composerMenu.preload;

interface OpenMenu {
  trigger: '@' | '/';
  start: number;
  query: string;
  /** A submenu of commands the host returned: shown instead of searching. */
  commands?: readonly ComposerCommand[];
}

const EMPTY: MenuSearchState<never> = { query: '', status: 'idle', results: [] };

// The last tagged text this composer copied: pasted back as plain text (a clipboard that dropped
// the tags' own format), it still restores them.
let lastCopied: TaggedText | null = null;

/**
 * The composer's field with tags and the `@` and `/` menus (see `ComposerField`): its own module,
 * loaded when a chat with entities or commands first renders its composer.
 */
export function TaggingField({
  ref,
  onKeyDown,
  onPaste,
  onAttach,
  handoffRef,
  ...rest
}: FieldProps) {
  const { runtime, display, latest } = useChat();
  const labels = useLabels();
  const id = useId();
  const text = useComposerState((state) => state.text);
  const tags = useComposerState((state) => state.tags);
  const mirror = useRef<HTMLDivElement>(null);
  const [field, setField] = useState<HTMLDivElement | null>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [active, setActive] = useState(0);
  // The trigger Escape closed: its menu stays closed until the user types another.
  const dismissed = useRef<number | null>(null);
  const caretAfter = useRef<number | null>(null);

  const entitySearch = useMemo(
    () =>
      createMenuSearch<Entity>(async (query) => {
        const find = latest.current.entities?.onTagSearch;
        return find ? find(query) : [];
      }),
    [latest],
  );
  const commandSearch = useMemo(
    () =>
      createMenuSearch<ComposerCommand>(async (query) => {
        const find = latest.current.commands?.onSearch;
        return find ? find(query) : [];
      }),
    [latest],
  );
  const search = (menu?.trigger === '/' ? commandSearch : entitySearch) as MenuSearch<
    Entity | ComposerCommand
  >;
  const found = useSyncExternalStore<MenuSearchState<Entity | ComposerCommand>>(
    search.store.subscribe,
    search.store.getState,
    () => EMPTY,
  );

  useLayoutEffect(() => {
    const caret = caretAfter.current;
    const input = ref.current;
    if (caret === null || !input) return;
    caretAfter.current = null;
    input.setSelectionRange(caret, caret);
  });

  const entries: MenuEntry[] = useMemo(() => {
    if (menu === null) return [];
    if (menu.trigger === '@')
      return (found.results as readonly Entity[]).map((entity) => ({ kind: 'entity', entity }));
    if (menu.commands)
      return menu.commands.map((command) => ({ kind: 'command' as const, command }));
    const host = (found.results as readonly ComposerCommand[]).map((command) => ({
      kind: 'command' as const,
      command,
    }));
    const own = composerActions(
      {
        attach: onAttach ?? null,
        tools: display.composer?.tools ?? [],
        models: display.composer?.models ?? [],
      },
      menu.query,
      labels,
    );
    return [...host, ...own];
  }, [menu, found.results, onAttach, display.composer, labels]);

  const open = menu !== null;

  /** Reads the trigger before the caret and opens, moves or closes the menu to match. */
  const follow = (draft: TaggedText, caret: number) => {
    const entities = display.entities?.search === true;
    const commands = display.commands?.enabled === true;
    const at = entities ? findTrigger(draft, caret, '@') : null;
    const slash = commands && at === null ? findTrigger(draft, caret, '/') : null;
    const hit = at
      ? { trigger: '@' as const, ...at }
      : slash
        ? { trigger: '/' as const, ...slash }
        : null;
    if (hit === null || hit.start === dismissed.current) {
      if (hit === null) dismissed.current = null;
      if (menu !== null) close();
      return;
    }
    if (menu?.start !== hit.start || menu.trigger !== hit.trigger) setActive(0);
    setMenu((current) =>
      current?.start === hit.start && current.trigger === hit.trigger && current.commands
        ? { ...current, query: hit.query }
        : hit,
    );
    void composerMenu.preload().catch(() => undefined);
    (hit.trigger === '@' ? entitySearch : commandSearch).search(hit.query);
  };

  const close = () => {
    setMenu(null);
    entitySearch.reset();
    commandSearch.reset();
  };

  // Replacing the plain field the user was typing in: focus and caret move here, and an `@` or
  // `/` typed meanwhile opens its menu now.
  useLayoutEffect(() => {
    const from = handoffRef?.current;
    const input = ref.current;
    if (!handoffRef || !from || !input) return;
    handoffRef.current = null;
    input.focus();
    input.setSelectionRange(from.start, from.end);
    if (from.start === from.end) follow({ text: input.value, tags }, from.start);
    // Once, as the field mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setDraft = (draft: TaggedText, caret: number) => {
    caretAfter.current = caret;
    runtime.setComposerDraft(draft);
  };

  const choose = async (entry: MenuEntry | undefined) => {
    if (!entry || menu === null) return;
    const caret = ref.current?.selectionStart ?? text.length;
    const draft = { text, tags };
    if (entry.kind === 'entity') {
      const next = insertTag(draft, menu.start, caret, entry.entity);
      close();
      setDraft(next, next.caret);
      return;
    }
    // Whatever the command does, its `/query` goes.
    const cleared = {
      text: text.slice(0, menu.start) + text.slice(caret),
      tags: remapTags(text, text.slice(0, menu.start) + text.slice(caret), tags, menu.start),
    };
    if (entry.kind === 'action') {
      close();
      setDraft(cleared, menu.start);
      entry.run(runtime);
      return;
    }
    let selection: Awaited<ReturnType<NonNullable<typeof onSelect>>> | undefined;
    const onSelect = latest.current.commands?.onSelect;
    try {
      selection = await onSelect?.(entry.command);
    } catch {
      selection = undefined;
    }
    if (selection?.type === 'menu') {
      setActive(0);
      setMenu({ ...menu, commands: selection.commands });
      return;
    }
    close();
    if (selection?.type === 'entity') {
      const next = insertTag(cleared, menu.start, menu.start, selection.entity);
      setDraft(next, next.caret);
    } else setDraft(cleared, menu.start);
  };

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && !event.nativeEvent.isComposing) {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          setActive((current) => moveActive(current, entries.length, event.key as 'ArrowDown'));
          return;
        case 'Enter':
        case 'Tab':
          if (entries.length === 0 || event.shiftKey) break;
          event.preventDefault();
          void choose(entries[Math.min(active, entries.length - 1)]);
          return;
        case 'Escape':
          event.preventDefault();
          event.stopPropagation();
          dismissed.current = menu.start;
          close();
          return;
      }
    }
    if ((event.key === 'Backspace' || event.key === 'Delete') && tags.length > 0) {
      const input = event.currentTarget;
      const range = deletionRange(tags, input.selectionStart, input.selectionEnd, event.key);
      // Widen the selection over the tag: the browser's own deletion then removes it whole (and
      // undo brings it back).
      if (range) input.setSelectionRange(range.start, range.end);
    }
    onKeyDown?.(event);
  };

  const copy = (event: ClipboardEvent<HTMLTextAreaElement>, cut: boolean) => {
    const input = event.currentTarget;
    const from = input.selectionStart;
    const to = input.selectionEnd;
    if (from === to || !tags.some((tag) => tag.start < to && tag.end > from)) return;
    event.preventDefault();
    const json = serializeTagged({ text, tags }, from, to);
    event.clipboardData.setData('text/plain', text.slice(from, to));
    event.clipboardData.setData(TAGS_MIME, json);
    lastCopied = parseTagged(json);
    if (cut) {
      const next = pasteTagged({ text, tags }, from, to, { text: '', tags: [] });
      setDraft(next, next.caret);
    }
  };

  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const plain = event.clipboardData.getData('text/plain');
    const pasted =
      parseTagged(event.clipboardData.getData(TAGS_MIME)) ??
      (lastCopied !== null && lastCopied.text === plain && plain !== '' ? lastCopied : null);
    if (pasted === null || pasted.tags.length === 0 || event.clipboardData.files.length > 0) {
      onPaste?.(event);
      return;
    }
    event.preventDefault();
    const input = event.currentTarget;
    const next = pasteTagged({ text, tags }, input.selectionStart, input.selectionEnd, pasted);
    setDraft(next, next.caret);
  };

  const tagIds = tags.length > 0 ? `${id}-tags` : undefined;
  const describedBy = [rest['aria-describedby'], tagIds].filter(Boolean).join(' ') || undefined;
  const optionId = (index: number) => `${id}-option-${String(index)}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && field?.contains(target)) return;
      if (target instanceof Element && target.closest('[data-slot="composer-menu"]')) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  });

  return (
    <div ref={setField} data-slot="composer-field" data-state={open ? 'menu' : undefined}>
      <div ref={mirror} data-slot="composer-mirror" aria-hidden="true">
        {mirrorOf(text, tags)}
      </div>
      <textarea
        ref={ref}
        {...rest}
        value={text}
        aria-describedby={describedBy}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-activedescendant={
          open && entries.length > 0 ? optionId(Math.min(active, entries.length - 1)) : undefined
        }
        onChange={(event) => {
          const input = event.target;
          const next = {
            text: input.value,
            tags: remapTags(text, input.value, tags, input.selectionStart),
          };
          runtime.setComposerDraft(next);
          follow(next, input.selectionStart);
        }}
        onSelect={(event) => {
          const input = event.currentTarget;
          if (input.selectionStart === input.selectionEnd)
            follow({ text, tags }, input.selectionStart);
          else if (open) close();
        }}
        onScroll={(event) => {
          if (mirror.current) mirror.current.scrollTop = event.currentTarget.scrollTop;
        }}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Element && next.closest('[data-slot="composer-menu"]')) return;
          if (open) close();
        }}
        onKeyDown={onKey}
        onCopy={(event) => {
          copy(event, false);
        }}
        onCut={(event) => {
          copy(event, true);
        }}
        onPaste={paste}
      />
      {tags.length > 0 && (
        <span id={tagIds} data-slot="visually-hidden">
          {labels.composerTags(tags.map((tag) => tag.entity.title).join(', '))}
        </span>
      )}
      {open && field !== null && (
        <Suspense fallback={null}>
          <composerMenu.Component
            id={`${id}-menu`}
            optionId={optionId}
            reference={field}
            trigger={menu.trigger}
            status={menu.commands ? 'ready' : found.status}
            entries={entries}
            active={Math.min(active, entries.length - 1)}
            onHover={setActive}
            onChoose={(index) => {
              void choose(entries[index]);
              ref.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The draft as the mirror draws it: text, with each tag's run marked. */
function mirrorOf(text: string, tags: readonly ComposerTag[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let cursor = 0;
  for (const tag of tags) {
    nodes.push(text.slice(cursor, tag.start));
    nodes.push(
      <mark key={tag.start} data-slot="composer-tag">
        {text.slice(tag.start, tag.end)}
      </mark>,
    );
    cursor = tag.end;
  }
  // A trailing line break needs a character after it to take its line, as in the textarea.
  nodes.push(`${text.slice(cursor)}\u200b`);
  return nodes;
}
