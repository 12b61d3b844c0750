import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  foldGutter,
  HighlightStyle,
  syntaxHighlighting,
} from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { lintGutter, lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';

// The playground's code editor, loaded on first use (a dynamic import): CodeMirror 6 with JSON
// highlighting and the widget's problems as lint diagnostics. Until it arrives, and if it never
// does, the page edits the same text in a plain textarea.
//
// Tab is left to the page (no tab-to-indent binding: defaultKeymap has none), so keyboard users
// can leave the editor; undo and redo through CodeMirror's history.

/** A problem placed in the text, as the page computed it. */
export interface EditorProblem {
  from: number;
  to: number;
  message: string;
}

export interface PlaygroundEditor {
  /** Replaces the whole text (a gallery pick), unless it is already that. */
  setText(text: string): void;
  /** Shows these problems as lint diagnostics (underlines, gutter marks). */
  setProblems(problems: readonly EditorProblem[]): void;
  /** Focuses the editor with the selection on a problem. */
  reveal(from: number, to: number): void;
  destroy(): void;
}

export interface EditorOptions {
  text: string;
  /** Ids of the element naming the editor and of the one describing it (the problem count). */
  labelledBy: string;
  describedBy: string;
  onChange: (text: string) => void;
}

const theme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--pg-editor-bg)',
    color: 'var(--pg-text)',
    border: '1px solid var(--pg-border)',
    borderRadius: '8px',
    fontSize: '13px',
    blockSize: '100%',
  },
  '&.cm-focused': { outline: '2px solid var(--pg-focus)', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-gutters': {
    backgroundColor: 'var(--pg-editor-gutter)',
    color: 'var(--pg-muted)',
    borderInlineEnd: '1px solid var(--pg-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--pg-editor-active)' },
  '.cm-content': { caretColor: 'var(--pg-text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--pg-editor-selection) !important',
  },
});

/** JSON colours from the page's custom properties: readable on the light and the dark page. */
const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--pg-syntax-key)' },
  { tag: tags.string, color: 'var(--pg-syntax-string)' },
  { tag: tags.number, color: 'var(--pg-syntax-number)' },
  { tag: [tags.bool, tags.null], color: 'var(--pg-syntax-keyword)' },
]);

/** Mounts the editor in `parent`. */
export function createPlaygroundEditor(
  parent: HTMLElement,
  options: EditorOptions,
): PlaygroundEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        foldGutter(),
        lintGutter(),
        highlightActiveLine(),
        highlightActiveLineGutter(),
        drawSelection(),
        bracketMatching(),
        json(),
        syntaxHighlighting(highlight),
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
        EditorView.lineWrapping,
        theme,
        EditorView.contentAttributes.of({
          'aria-labelledby': options.labelledBy,
          'aria-describedby': options.describedBy,
          'aria-multiline': 'true',
          role: 'textbox',
          spellcheck: 'false',
          // Editable content is in the tab order anyway; saying so lets checkers (axe's
          // scrollable-region-focusable) see that the scrolling editor is reachable by keyboard.
          tabindex: '0',
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setText(text) {
      if (view.state.doc.toString() === text) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    setProblems(problems) {
      const length = view.state.doc.length;
      const diagnostics: Diagnostic[] = problems.map((problem) => {
        const from = Math.min(problem.from, length);
        return {
          from,
          to: Math.max(from, Math.min(problem.to, length)),
          severity: 'error',
          message: problem.message,
          source: 'widget',
        };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    reveal(from, to) {
      const length = view.state.doc.length;
      view.dispatch({
        selection: EditorSelection.single(Math.min(from, length), Math.min(to, length)),
        effects: EditorView.scrollIntoView(Math.min(from, length), { y: 'center' }),
      });
      view.focus();
    },
    destroy() {
      view.destroy();
    },
  };
}
