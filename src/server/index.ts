export {
  createSession,
  type CreatedSession,
  type CreateSessionOptions,
  type UikitServerOptions,
} from './createSession';
export {
  ANONYMOUS_COOKIE,
  createSessionHandler,
  DEFAULT_SESSION_RATE_LIMIT,
  type SessionHandlerOptions,
  type SessionTemplate,
} from './createSessionHandler';
export {
  toFastifyHandler,
  toNodeHandler,
  type FastifyReplyLike,
  type FastifyRequestLike,
  type NodeAdapterOptions,
  type NodeRequestLike,
  type NodeResponseLike,
  type WebHandler,
} from './nodeAdapter';
export {
  UikitApiError,
  UikitConnectionError,
  UikitError,
  UikitParseError,
  UikitValidationError,
  ErrorBodySchema,
  type ErrorBody,
  type ErrorType,
  type UikitApiErrorInit,
} from '../wire/errors';
export {
  CreateSessionParamsSchema,
  ResolvedConfigurationSchema,
  SESSION_LIMITS,
  SessionSchema,
  validateCreateSessionParams,
  type CreateSessionParams,
  type ResolvedConfiguration,
  type Session,
} from '../wire/session';
export type { RateLimit } from './rateLimit';
