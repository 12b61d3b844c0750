import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

/** Props of `IconSvg`: an icon's drawing and the attributes of its `<svg>`. */
export interface IconSvgProps extends SVGProps<SVGSVGElement> {
  node: IconNode;
}

/**
 * Draws a lucide icon (its elements on lucide's 24-unit grid, stroked with currentColor) at the
 * size of the text around it. Lucide's own data, drawn without lucide-react, whose runtime alone
 * would cost the first load about 1.9 kB gzipped. Decorative unless the caller names it.
 */
export function IconSvg({ node, ...props }: IconSvgProps) {
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
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

/** A component drawing one icon of the kit's controls, hidden from assistive technology (the
 * button around it carries the name). */
export function glyph(node: IconNode) {
  // The svg itself, not an `IconSvg` inside: one component fewer for each icon of every message.
  return function Glyph() {
    return IconSvg({ node });
  };
}
