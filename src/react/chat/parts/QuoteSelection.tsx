import { Suspense, useEffect, useState, type RefObject } from 'react';
import { useLabels } from '../../context/RenderContext';
import { lazyComponent } from '../../primitives/lazyComponent';
import { useChat } from '../ChatContext';

// The button and its placement (Floating UI) load with the first selection in an answer.
const quoteButton = lazyComponent(() =>
  import('./QuoteButton').then((module) => module.QuoteButton),
);

/** Longest quote kept: a selection of a whole long answer is cut here. */
const MAX_QUOTE = 4000;

/** A selection inside one answer: its text and where it is. */
interface AnswerSelection {
  readonly text: string;
  readonly range: Range;
  /** Where the button goes: the chat's root (rows clip what they contain). */
  readonly portal: Element;
}

function answerOf(node: Node | null): Element | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-slot="assistant-message"]') ?? null;
}

/** The selection of the document or shadow root `element` lives in. */
function selectionIn(element: HTMLElement): Selection | null {
  const root = element.getRootNode() as Partial<Pick<Document, 'getSelection'>>;
  // Chromium and WebKit give a shadow root its own selection; elsewhere the document's holds it.
  return root.getSelection?.() ?? element.ownerDocument.getSelection();
}

/** The text selected inside one answer within `container`, or null. */
export function readAnswerSelection(container: HTMLElement): AnswerSelection | null {
  const selection = selectionIn(container);
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const answer = answerOf(range.startContainer);
  if (!answer || answer !== answerOf(range.endContainer) || !container.contains(answer))
    return null;
  const text = selection.toString().trim().slice(0, MAX_QUOTE);
  const portal = container.closest('[data-uikit-root]') ?? container;
  return text === '' ? null : { text, range: range.cloneRange(), portal };
}

/**
 * Offers "Quote" beside text the user selects in an answer: pressing it puts the selection in the
 * composer as the text the next message replies to (ChatKit's `reply`, sent as `quoted_text`).
 * Tab reaches the button while it shows; Escape hides it.
 */
export function QuoteSelection({ container }: { container: RefObject<HTMLElement | null> }) {
  const { runtime, composerInput } = useChat();
  const labels = useLabels();
  const [selected, setSelected] = useState<AnswerSelection | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const document = element.ownerDocument;
    let frame = 0;
    // Read once a frame: a drag changes the selection at every pointer move.
    const onSelectionChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setSelected(readAnswerSelection(element));
      });
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [container]);

  if (!selected) return null;
  const quote = () => {
    runtime.setComposerValue({ reply: selected.text });
    if (selected.portal instanceof HTMLElement) selectionIn(selected.portal)?.removeAllRanges();
    setSelected(null);
    composerInput.current?.focus();
  };
  return (
    <Suspense fallback={null}>
      <quoteButton.Component
        range={selected.range}
        portal={selected.portal}
        label={labels.quoteSelection}
        onQuote={quote}
        onDismiss={() => {
          setSelected(null);
        }}
      />
    </Suspense>
  );
}
