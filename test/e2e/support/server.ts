import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_SESSION_TEMPLATE } from '../../../server-example/app';
import type { Clock } from '../../../server-example/clock';
import { startExampleServer, type ExampleServer } from '../../../server-example/server';
import {
  DEMO_DEFAULTS,
  type DemoOptions,
} from '../../../server-example/workflows/demo/demoWorkflow';
import {
  builtInWorkflows,
  createWorkflowRegistry,
  type WorkflowRegistry,
} from '../../../server-example/workflows/registry';
import type { Workflow } from '../../../server-example/workflows/workflow';
import type { SessionTemplate } from '../../../src/server';

export const E2E_API_KEY = 'sk-e2e-0123456789abcdef';

/** A clock the test can move forward (rate-limit windows, session expiry), else real time. */
export interface ShiftableClock extends Clock {
  advance(ms: number): void;
  /**
   * Stops the clock at `time` (ms since the epoch) until the next `pin` or `reset`: every
   * timestamp the server writes is then this one (the screenshots' fixed dates).
   */
  pin(time: number): void;
  reset(): void;
}

function shiftableClock(): ShiftableClock {
  let offset = 0;
  let pinned: number | null = null;
  return {
    now: () => pinned ?? Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
    pin(time) {
      pinned = time;
    },
    reset() {
      offset = 0;
      pinned = null;
    },
  };
}

export interface E2eServer {
  /** The demo page's URL, `http://127.0.0.1:<port>/`. */
  url: string;
  example: ExampleServer;
  clock: ShiftableClock;
  /** Log lines and errors the server wrote (kept quiet, checked by tests). */
  log: { lines: string[]; errors: { line: string; error: unknown }[] };
  /** What the session route mints next (the default: `DEMO_SESSION_TEMPLATE`). */
  setSessionTemplate(template: SessionTemplate): void;
  close(): Promise<void>;
}

export interface E2eServerOptions {
  /** Delays of the demo workflow; default: quick tokens, a slow answer that can be stopped. */
  demo?: Partial<DemoOptions>;
  /** Workflows besides the built-in `demo` and `echo`. */
  workflows?: readonly Workflow[];
  template?: SessionTemplate;
}

/** The demo's template with changes: `{ ...DEMO_SESSION_TEMPLATE, ...changes }`, merged per group. */
export function demoTemplate(changes: Partial<SessionTemplate> = {}): SessionTemplate {
  return {
    ...DEMO_SESSION_TEMPLATE,
    ...changes,
    chatkit_configuration: {
      ...DEMO_SESSION_TEMPLATE.chatkit_configuration,
      ...changes.chatkit_configuration,
    },
  };
}

/**
 * The example server as `npm start` runs it (`startExampleServer`), on a random loopback port
 * with a temporary data folder, its own API key and a quiet log.
 */
export async function startE2eServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'uikit-e2e-'));
  const demo: DemoOptions = {
    ...DEMO_DEFAULTS,
    tokenDelayMs: 2,
    slowTokenDelayMs: 40,
    stepDelayMs: 50,
    ...options.demo,
  };
  const workflows: WorkflowRegistry = createWorkflowRegistry([
    ...builtInWorkflows(demo).values(),
    ...(options.workflows ?? []),
  ]);
  const log: E2eServer['log'] = { lines: [], errors: [] };
  const clock = shiftableClock();
  let template = options.template ?? demoTemplate();
  const example = await startExampleServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      apiKey: E2E_API_KEY,
      workflowId: 'demo',
      baseUrl: null,
      demoPage: 'static',
      demo,
    },
    {
      workflows,
      sessionTemplate: () => template,
      // Every test's browser is a new visitor from the same loopback address: the default
      // budget per address would soon refuse them. The limit itself is tested on its own.
      sessionRateLimit: false,
      clock,
      logger: {
        info(line) {
          log.lines.push(line);
        },
        error(line, error) {
          log.errors.push({ line, error });
        },
      },
    },
  );
  return {
    url: example.url,
    example,
    clock,
    log,
    setSessionTemplate(next) {
      template = next;
    },
    async close() {
      await example.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
