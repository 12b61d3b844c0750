import { createDemoWorkflow, type DemoOptions } from './demo/demoWorkflow';
import { echoWorkflow } from './echo';
import type { Workflow } from './workflow';

/** The workflows a server runs, by `workflow.id`. */
export type WorkflowRegistry = ReadonlyMap<string, Workflow>;

export function createWorkflowRegistry(workflows: readonly Workflow[]): WorkflowRegistry {
  const registry = new Map<string, Workflow>();
  for (const workflow of workflows) {
    if (registry.has(workflow.id)) throw new Error(`Two workflows have the id "${workflow.id}"`);
    registry.set(workflow.id, workflow);
  }
  return registry;
}

/** The workflows shipped with the example: `demo` and `echo`. */
export function builtInWorkflows(demo: Partial<DemoOptions> = {}): WorkflowRegistry {
  return createWorkflowRegistry([createDemoWorkflow(demo), echoWorkflow]);
}
