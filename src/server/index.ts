export * from './createSession';
export * from './createSessionHandler';
export { readCookie, serializeCookie } from './cookies';
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
