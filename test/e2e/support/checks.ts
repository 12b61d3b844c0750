import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VIEWPORT } from './browser';
import type { ChatUi } from './chat';

/** Every axe rule axe-core runs by default (WCAG 2.x A/AA and best practices): no violation. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // Violations only: axe skips detailing what passed, a fifth of its time or more.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
    what,
  ).toEqual([]);
}

/**
 * What overflows sideways: the page itself, an element of the chat that sticks out of the chat's
 * box, or one that scrolls sideways without being meant to. Code blocks, JSON and tables scroll
 * sideways on purpose, and so do displayed formulas (their content is not checked); truncated text (ellipsis) is fine.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth)
      problems.push(`the page: ${String(page.scrollWidth)} > ${String(page.clientWidth)}`);
    const root = document.querySelector('[data-uikit-root]');
    if (!root) return ['no chat on the page'];
    const box = root.getBoundingClientRect();
    const scrollers =
      '[data-slot="code"], [data-slot="json"], [data-slot="table-scroll"], [data-slot="widget-table-scroll"], [data-slot="math"][data-display]';
    const name = (element: Element) => {
      const slot = element.getAttribute('data-slot');
      const text = element.textContent.slice(0, 30);
      return `${element.tagName.toLowerCase()}${slot === null ? '' : `[data-slot=${slot}]`} “${text}”`;
    };
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const scroller = element.closest(scrollers);
      if (scroller && scroller !== element) continue;
      // Hidden for the eye, there for screen readers (KaTeX's MathML is hidden the same way), or
      // for the Tab key (Floating UI's focus guards around a popover drawn at the kit's root).
      if (
        element.closest(
          '[data-slot="visually-hidden"], .katex-mathml, [data-floating-ui-focus-guard]',
        )
      )
        continue;
      const style = getComputedStyle(element);
      if (style.display === 'none') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        problems.push(
          `${name(element)} sticks out: ${String(Math.round(rect.left))}–${String(Math.round(rect.right))} outside ${String(Math.round(box.left))}–${String(Math.round(box.right))}`,
        );
      const clipsSideways = style.overflowX !== 'visible';
      if (
        clipsSideways &&
        element.scrollWidth > element.clientWidth + 1 &&
        !element.matches(scrollers) &&
        style.textOverflow !== 'ellipsis'
      )
        problems.push(
          `${name(element)} scrolls sideways: ${String(element.scrollWidth)} > ${String(element.clientWidth)}`,
        );
    }
    return problems;
  });
}

/** The chat's main controls: on screen, inside the viewport, not covered by anything. */
export async function expectMainControlsVisible(
  ui: ChatUi,
  viewport: { width: number; height: number } = VIEWPORT,
): Promise<void> {
  const controls = {
    title: ui.title,
    'history toggle': ui.historyToggle,
    'new chat': ui.newChat,
    'message field': ui.input,
    'attach button': ui.attachButton,
    'send button': ui.sendButton,
  };
  for (const [what, control] of Object.entries(controls)) {
    expect(await control.isVisible(), what).toBe(true);
    const box = await control.boundingBox();
    expect(box, what).not.toBeNull();
    if (box === null) continue;
    expect(box.width, what).toBeGreaterThan(0);
    expect(box.x, what).toBeGreaterThanOrEqual(0);
    expect(box.y, what).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, what).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, what).toBeLessThanOrEqual(viewport.height);
    // What is under its centre is the control (or part of it): nothing covers it.
    const onTop = await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    });
    expect(onTop, `${what} is covered`).toBe(true);
  }
}
