import { useEffect, useRef, useState } from 'react';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import { CheckIcon, CopyIcon } from './glyphs';

type CopyState = 'idle' | 'copied' | 'failed';

async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && 'clipboard' in navigator) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('Clipboard unavailable');
}

export interface CopyButtonProps {
  /** The text to copy, read when clicked (so a streaming message copies what it has by then). */
  getText: () => string;
  /** Accessible name when idle, e.g. "Copy code". */
  label: string;
  slot?: string;
}

/** A labelled copy button that says "Copied" for a moment (announced to screen readers). */
export function CopyButton({ getText, label, slot = 'copy-button' }: CopyButtonProps) {
  const labels = useLabels();
  const { onRenderError } = useRenderOptions();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const copy = () => {
    writeClipboard(getText()).then(
      () => {
        setState('copied');
      },
      (error: unknown) => {
        setState('failed');
        onRenderError?.(error, {});
      },
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState('idle');
    }, 2000);
  };

  const text = state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : label;
  return (
    <button
      type="button"
      data-slot={slot}
      data-state={state}
      aria-label={text}
      title={text}
      onClick={copy}
    >
      {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
      <span data-slot="visually-hidden" aria-live="polite">
        {state === 'idle' ? '' : text}
      </span>
    </button>
  );
}
