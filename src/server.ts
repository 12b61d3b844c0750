/**
 * `uikit-react/server`: create sessions with the API key on your server. Web-standard
 * Request/Response only, no React, so it runs in Node 20 and edge runtimes alike.
 *
 * `etc/uikit-react-server.api.md` records this surface (`npm run api:update` rewrites it).
 */
export {
  ANONYMOUS_COOKIE,
  createSession,
  createSessionHandler,
  DEFAULT_SESSION_RATE_LIMIT,
  SESSION_LIMITS,
  toFastifyHandler,
  toNodeHandler,
  UikitApiError,
  UikitConnectionError,
  UikitError,
  UikitParseError,
  UikitValidationError,
  validateCreateSessionParams,
} from './server/index';
export type {
  CreatedSession,
  CreateSessionParamsSchema,
  ErrorBodySchema,
  ResolvedConfigurationSchema,
  SessionSchema,
  CreateSessionOptions,
  CreateSessionParams,
  ErrorBody,
  ErrorType,
  FastifyReplyLike,
  FastifyRequestLike,
  NodeAdapterOptions,
  NodeRequestLike,
  NodeResponseLike,
  RateLimit,
  ResolvedConfiguration,
  Session,
  SessionHandlerOptions,
  SessionTemplate,
  UikitApiErrorInit,
  UikitServerOptions,
  WebHandler,
} from './server/index';
