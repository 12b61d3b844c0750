import type { ResponseRegistry } from '../conversation/responseRegistry';
import type { ContentUrlSigner } from '../files/contentUrls';
import type { FileBytes } from '../files/fileBytes';
import type { Logger } from '../logger';
import type { WorkflowRegistry } from '../workflows/registry';
import type { AuthDeps } from './auth';

/** Everything the routes of the local uikit API use. */
export interface ApiDeps extends AuthDeps {
  logger: Logger;
  workflows: WorkflowRegistry;
  responses: ResponseRegistry;
  signer: ContentUrlSigner;
  fileBytes: FileBytes;
}
