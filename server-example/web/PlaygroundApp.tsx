import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { RenderProvider } from '../../src/react/context/RenderContext';
import { PartErrorBoundary } from '../../src/react/primitives/PartErrorBoundary';
import { WidgetView } from '../../src/react/widgets/WidgetView';
import type { WidgetAction, WidgetRoot } from '../../src/wire/widgets';
import type { WidgetActionHandler } from '../../src/wire/widgetActions';
import { analyseWidgetJson, type PlacedProblem } from './playgroundAnalysis';
import type { PlaygroundEditor } from './playgroundCodeEditor';
import { GALLERY, type GalleryExample } from './playgroundGallery';

// The widget playground (`/playground` of the demo server, and a Storybook page): edit a widget's
// JSON, see the kit draw it in light and dark, read each problem with its node path, and fire its
// actions to see what the kit would send. Widgets are data: the text is parsed as JSON by the
// kit's own parser, never evaluated, and nothing is sent anywhere.

type Scheme = 'light' | 'dark';

/** One fired action, as the kit hands it to the chat runtime (form values already merged). */
interface LoggedAction {
  id: number;
  scheme: Scheme;
  component: string;
  action: WidgetAction;
}

const pretty = (example: GalleryExample) => JSON.stringify(example.widget, null, 2);
const exampleById = (id: string | null): GalleryExample => {
  const found = GALLERY.find((example) => example.id === id) ?? GALLERY[0];
  if (!found) throw new Error('the gallery is empty');
  return found;
};

/** How long a fired action "takes", so the control's own loading state shows. */
const ACTION_DELAY_MS = 400;

export interface PlaygroundAppProps {
  /** The gallery example shown first (its id); default the first. */
  initialExample?: string | null;
  /** Called with the example picked, e.g. to keep it in the page's URL. */
  onExampleChange?: (id: string) => void;
  /** JSON to start with instead of the example's (a story's broken widget, say). */
  initialJson?: string;
  /** Whether to load the code editor (default true); without it, a plain textarea edits. */
  codeEditor?: boolean;
}

/**
 * The whole playground: gallery picker, JSON editor, problems, previews in both schemes and the
 * log of fired actions.
 */
export function PlaygroundApp({
  initialExample = null,
  initialJson,
  onExampleChange,
  codeEditor = true,
}: PlaygroundAppProps) {
  const ids = useId().replace(/:/g, '');
  const [exampleId, setExampleId] = useState(() => exampleById(initialExample).id);
  const [json, setJson] = useState(() => initialJson ?? pretty(exampleById(initialExample)));
  const analysis = useMemo(() => analyseWidgetJson(json), [json]);
  const [log, setLog] = useState<LoggedAction[]>([]);
  const nextId = useRef(1);
  const editor = useRef<PlaygroundEditor | null>(null);
  const [editorReady, setEditorReady] = useState(false);

  const pick = (id: string) => {
    const example = exampleById(id);
    setExampleId(example.id);
    setJson(pretty(example));
    onExampleChange?.(example.id);
  };

  const record = useCallback(
    (scheme: Scheme): WidgetActionHandler =>
      (action, context) => {
        const entry = { id: nextId.current++, scheme, component: context.node.type, action };
        setLog((previous) => [entry, ...previous].slice(0, 30));
        return new Promise((resolve) => setTimeout(resolve, ACTION_DELAY_MS));
      },
    [],
  );
  const onLight = useMemo(() => record('light'), [record]);
  const onDark = useMemo(() => record('dark'), [record]);

  const count = analysis.problems.length;
  return (
    <div className="pg" data-slot="playground">
      <header className="pg-header">
        <h1>Widget playground</h1>
        <p className="pg-intro">
          Edit a widget’s JSON and see the kit draw it. Nothing leaves this page: actions are
          logged, not sent.
        </p>
        <label className="pg-gallery">
          <span>Example</span>
          <select
            value={exampleId}
            onChange={(event) => {
              pick(event.target.value);
            }}
          >
            {GALLERY.map((example) => (
              <option key={example.id} value={example.id}>
                {example.title}
              </option>
            ))}
          </select>
        </label>
      </header>

      <section className="pg-source" aria-labelledby={`${ids}-source`}>
        <h2 id={`${ids}-source`} className="pg-heading">
          <label id={`${ids}-label`} htmlFor={`${ids}-textarea`}>
            Widget JSON
          </label>
        </h2>
        <JsonEditor
          ids={ids}
          json={json}
          problems={analysis.problems}
          onChange={setJson}
          editorRef={editor}
          load={codeEditor}
          onReady={setEditorReady}
        />
        <h2 className="pg-heading">Problems</h2>
        <p id={`${ids}-count`} role="status" className="pg-count" data-count={count}>
          {count === 0 ? 'No problems' : count === 1 ? '1 problem' : `${String(count)} problems`}
        </p>
        {count > 0 && (
          <ul className="pg-problems" aria-label="Problems">
            {analysis.problems.map((problem, index) => (
              <li key={`${String(index)}:${problem.text}`}>
                {problem.span && editorReady ? (
                  <button
                    type="button"
                    className="pg-problem"
                    onClick={() => {
                      const span = problem.span;
                      if (span) editor.current?.reveal(span.from, span.to);
                    }}
                  >
                    <code dir="ltr">{problem.text}</code>
                  </button>
                ) : (
                  <code dir="ltr" className="pg-problem">
                    {problem.text}
                  </code>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="pg-previews" aria-labelledby={`${ids}-previews`}>
        <h2 id={`${ids}-previews`} className="pg-visually-hidden">
          Preview
        </h2>
        <Preview scheme="light" title="Light" root={analysis.root} onAction={onLight} json={json} />
        <Preview scheme="dark" title="Dark" root={analysis.root} onAction={onDark} json={json} />
      </section>

      <section className="pg-actions" aria-labelledby={`${ids}-actions`}>
        <div className="pg-actions-head">
          <h2 id={`${ids}-actions`} className="pg-heading">
            Actions fired
          </h2>
          {log.length > 0 && (
            <button
              type="button"
              className="pg-clear"
              onClick={() => {
                setLog([]);
              }}
            >
              Clear
            </button>
          )}
        </div>
        {log.length === 0 ? (
          <p className="pg-muted">
            Press a button, submit a form or change a select: what the kit would send shows here.
          </p>
        ) : (
          // The log role goes on a wrapper: a list keeps its own role, so its items stay items.
          <div role="log" aria-label="Actions fired">
            <ol className="pg-log">
              {log.map((entry) => (
                <li key={entry.id} data-slot="playground-action">
                  <p>
                    <strong dir="ltr">{entry.action.type}</strong>{' '}
                    <span className="pg-muted">
                      {entry.component} in the {entry.scheme} preview,{' '}
                      {entry.action.handler === 'client'
                        ? 'handled in the page (client action)'
                        : 'sent to the server as threads.custom_action'}
                    </span>
                  </p>
                  <pre dir="ltr" aria-label={`Action ${entry.action.type}`}>
                    {JSON.stringify(entry.action, null, 2)}
                  </pre>
                </li>
              ))}
            </ol>
          </div>
        )}
      </section>
    </div>
  );
}

/** One preview: the kit's widget view, in a kit root of its own scheme. */
function Preview({
  scheme,
  title,
  root,
  onAction,
  json,
}: {
  scheme: Scheme;
  title: string;
  root: WidgetRoot | null;
  onAction: WidgetActionHandler;
  json: string;
}) {
  return (
    <section className="pg-preview" aria-label={`${title} preview`}>
      <h3 className="pg-heading">{title}</h3>
      <div
        data-uikit-root=""
        data-color-scheme={scheme}
        className="pg-preview-root"
        data-slot="playground-preview"
        data-scheme={scheme}
      >
        <PartErrorBoundary
          retryOn={json}
          onError={undefined}
          failed={<p className="pg-muted">This widget could not be drawn.</p>}
        >
          <RenderProvider onWidgetAction={onAction}>
            {root ? (
              <WidgetView root={root} itemId="playground" />
            ) : (
              <p className="pg-muted">Nothing to draw: see the problems.</p>
            )}
          </RenderProvider>
        </PartErrorBoundary>
      </div>
    </section>
  );
}

/**
 * The JSON text: a labelled plain textarea at once, replaced by the code editor when it has
 * loaded (the textarea stays if it never does).
 */
function JsonEditor({
  ids,
  json,
  problems,
  onChange,
  editorRef,
  load,
  onReady,
}: {
  ids: string;
  json: string;
  problems: readonly PlacedProblem[];
  onChange: (json: string) => void;
  editorRef: { current: PlaygroundEditor | null };
  load: boolean;
  onReady: (ready: boolean) => void;
}): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ json, onChange, onReady });
  useEffect(() => {
    latest.current = { json, onChange, onReady };
  });

  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    void import('./playgroundCodeEditor').then(({ createPlaygroundEditor }) => {
      if (cancelled || !host.current) return;
      editorRef.current = createPlaygroundEditor(host.current, {
        text: latest.current.json,
        labelledBy: `${ids}-label`,
        describedBy: `${ids}-count`,
        onChange: (text) => {
          latest.current.onChange(text);
        },
      });
      setReady(true);
      latest.current.onReady(true);
    });
    return () => {
      cancelled = true;
      editorRef.current?.destroy();
      editorRef.current = null;
      setReady(false);
      latest.current.onReady(false);
    };
  }, [load, ids, editorRef]);

  useEffect(() => {
    editorRef.current?.setText(json);
  }, [json, ready, editorRef]);

  useEffect(() => {
    editorRef.current?.setProblems(
      problems.flatMap((problem) =>
        problem.span ? [{ ...problem.span, message: problem.text }] : [],
      ),
    );
  }, [problems, ready, editorRef]);

  return (
    <div className="pg-editor" data-editor={ready ? 'codemirror' : 'textarea'} dir="ltr">
      <textarea
        id={`${ids}-textarea`}
        className="pg-textarea"
        aria-describedby={`${ids}-count`}
        spellCheck={false}
        hidden={ready}
        value={json}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <div ref={host} className="pg-codemirror" hidden={!ready} />
    </div>
  );
}
