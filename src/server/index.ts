export * from './createSession';
export * from './createSessionHandler';
export { readCookie, serializeCookie } from './cookies';
export {
  adapterClientAddress,
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
} from '../wire/errors';
export {
  SESSION_LIMITS,
  validateCreateSessionParams,
  type CreateSessionParams,
  type ResolvedConfiguration,
  type Session,
} from '../wire/session';
export type { RateLimit } from './rateLimit';
