import { describe, expect, it } from 'vitest';
import { runApiReport } from '../../scripts/apiReport';

describe('the API reports in etc/', () => {
  // A change to what the package exports shows in review as a diff of the report.
  it('match the public API (`npm run api:update` rewrites them)', { timeout: 180_000 }, () => {
    expect(runApiReport(false)).toEqual([]);
  });
});
