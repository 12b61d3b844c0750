import { useId, useState, type ReactNode } from 'react';
import { ChevronIcon } from './glyphs';

export interface DisclosureProps {
  /** The always-visible summary, inside the toggle button. */
  summary: ReactNode;
  children: ReactNode;
  /** Open until the user toggles it. Follows changes (e.g. "open while in progress") until then. */
  defaultOpen?: boolean;
  slot?: string;
}

/**
 * A button that shows and hides a region (`aria-expanded`, `aria-controls`). Once the user toggles
 * it, their choice wins over `defaultOpen`.
 */
export function Disclosure({
  summary,
  children,
  defaultOpen = false,
  slot = 'disclosure',
}: DisclosureProps) {
  const id = useId();
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const open = userChoice ?? defaultOpen;
  return (
    <div data-slot={slot} data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        data-slot={`${slot}-trigger`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setUserChoice(!open);
        }}
      >
        <ChevronIcon />
        {summary}
      </button>
      <div id={id} data-slot={`${slot}-content`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
