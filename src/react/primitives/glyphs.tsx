import type { SVGProps } from 'react';

// The few interface glyphs the kit draws itself (24-unit grid, stroked with currentColor).
function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CopyIcon() {
  return (
    <Glyph>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </Glyph>
  );
}

export function CheckIcon() {
  return (
    <Glyph>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Glyph>
  );
}

export function ChevronIcon() {
  return (
    <Glyph>
      <path d="m9 6 6 6-6 6" />
    </Glyph>
  );
}

export function FileIcon() {
  return (
    <Glyph>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </Glyph>
  );
}

export function WarningIcon() {
  return (
    <Glyph>
      <path d="M12 4 2.5 20h19z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </Glyph>
  );
}

export function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <Glyph style={down ? { transform: 'rotate(180deg)' } : undefined}>
      <path d="M7 10v11H4V10zM7 10l4-7c1.5 0 2.5 1 2.5 2.5V9h5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7" />
    </Glyph>
  );
}

export function RetryIcon() {
  return (
    <Glyph>
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
    </Glyph>
  );
}
