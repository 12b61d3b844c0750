import type { ResponseRegistry } from '../conversation/responseRegistry';
import type { CheckpointPolicy } from '../conversation/workflowRun';
import type { ContentUrlSigner } from '../files/contentUrls';
import type { FileBytes } from '../files/fileBytes';
import type { Logger } from '../logger';
import type { Transcriber } from '../transcription/transcriber';
import type { WorkflowRegistry } from '../workflows/registry';
import type { AuthDeps } from './auth';

/** Everything the routes of the local uikit API use. */
export interface ApiDeps extends AuthDeps {
  logger: Logger;
  workflows: WorkflowRegistry;
  responses: ResponseRegistry;
  signer: ContentUrlSigner;
  fileBytes: FileBytes;
  /** Where `input.transcribe` goes; null answers it with 400 `transcription_not_configured`. */
  transcriber: Transcriber | null;
  /** How often streaming items are written; default `DEFAULT_CHECKPOINT`. */
  checkpoint?: CheckpointPolicy;
  /** How long an answer may run; default `DEFAULT_MAX_ANSWER_MS`. */
  maxAnswerMs?: number;
  /** How far a reader may fall behind an answer; default `DEFAULT_MAX_UNSENT_BYTES`. */
  maxReaderBacklogBytes?: number;
}
