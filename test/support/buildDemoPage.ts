import { ensurePageBuild } from '../../server-example/web/pageBuild';

/**
 * Vitest global setup: builds the demo page once before any test file starts a server, so files
 * share one build instead of racing to make it (a current build is kept: this is a hash check).
 */
export default async function buildDemoPage(): Promise<void> {
  await ensurePageBuild();
}
