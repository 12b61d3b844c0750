import { describe, expect, it } from 'vitest';
import { nextStep, STEP_BUDGET_MS } from './useTailFirst';

describe('nextStep', () => {
  it('reveals as many rows as the last step says fit in the budget', () => {
    // 8 rows took 16 ms: 2 ms a row, so 15 fit in 30 ms.
    expect(nextStep(8, 16)).toBe(Math.floor(STEP_BUDGET_MS / 2));
    // Light rows: many at once, up to a cap.
    expect(nextStep(8, 0.8)).toBe(300);
    expect(nextStep(8, 0)).toBe(400);
  });

  it('never stops: at least one row, however heavy', () => {
    expect(nextStep(8, 1000)).toBe(1);
  });

  it('starts from the first step when nothing was timed', () => {
    expect(nextStep(0, 10)).toBe(8);
    expect(nextStep(8, Number.NaN)).toBe(8);
  });
});
