import { Hono } from 'hono';
import {
  SESSION_LIMITS,
  UikitValidationError,
  resolveConfiguration,
  validateCreateSessionParams,
  type CreateSessionParams,
} from '../../../src/wire';
import { unixSeconds } from '../../clock';
import type { SessionRecord } from '../../db/sessions';
import { newClientSecret, newId } from '../../ids';
import type { ApiDeps } from '../apiDeps';
import type { AppEnv } from '../appEnv';
import { authenticate, hashSecret, sessionOf } from '../auth';
import { invalidRequest, notFound } from '../errors';
import { readJson } from '../requestBody';
import { sessionJson } from '../present';

/**
 * `POST /uikit/sessions` and `POST /uikit/sessions/{id}/cancel` (protocol section 4), API key only;
 * `GET /uikit/sessions/current` (section 11), with the session's own secret.
 */
export function sessionRoutes(deps: ApiDeps) {
  const routes = new Hono<AppEnv>();
  const apiKeyOnly = authenticate(deps, 'api_key');

  routes.post('/sessions', apiKeyOnly, async (c) => {
    let params: CreateSessionParams;
    try {
      // The kit's own check, so the session helper and this server refuse exactly the same bodies.
      params = validateCreateSessionParams(await readJson(c.req.raw, 'session'));
    } catch (error) {
      if (error instanceof UikitValidationError)
        throw invalidRequest('invalid_session_params', error.message, error.param);
      throw error;
    }
    const workflow = deps.workflows.get(params.workflow.id);
    if (!workflow)
      throw invalidRequest(
        'unknown_workflow',
        `There is no workflow "${params.workflow.id}"; this server runs ${[...deps.workflows.keys()].join(', ')}`,
        'workflow.id',
      );
    const version = params.workflow.version ?? null;
    if (version !== null && version !== workflow.version)
      throw invalidRequest(
        'unknown_workflow_version',
        `Workflow "${workflow.id}" has no version "${version}" (it is at version ${workflow.version})`,
        'workflow.version',
      );
    const now = unixSeconds(deps.clock);
    const stateVariables = params.workflow.state_variables ?? {};
    const session: SessionRecord = {
      id: newId('uksess'),
      user: params.user,
      workflow: {
        id: workflow.id,
        state_variables: Object.keys(stateVariables).length > 0 ? stateVariables : null,
        tracing: { enabled: params.workflow.tracing?.enabled ?? true },
        version,
      },
      configuration: resolveConfiguration(params.chatkit_configuration),
      maxRequestsPerMinute:
        params.rate_limits?.max_requests_per_1_minute ??
        SESSION_LIMITS.maxRequestsPerMinute.default,
      createdAt: now,
      expiresAt:
        now + (params.expires_after?.seconds ?? SESSION_LIMITS.expiresAfterSeconds.default),
      cancelledAt: null,
      uploads: 0,
    };
    const clientSecret = newClientSecret();
    deps.storage.sessions.insert(session, hashSecret(clientSecret));
    return c.json(sessionJson(session, 'active', clientSecret));
  });

  // The session a client secret belongs to, for a host that gave the kit the secret alone
  // (ChatKit's `getClientSecret`): its configuration and expiry, never the secret itself.
  routes.get('/sessions/current', authenticate(deps, 'session'), (c) => {
    const { client_secret: _secret, ...session } = sessionJson(sessionOf(c), 'active');
    return c.json(session);
  });

  routes.post('/sessions/:session_id/cancel', apiKeyOnly, (c) => {
    const id = c.req.param('session_id');
    if (!deps.storage.sessions.find(id)) throw notFound(`There is no session "${id}"`);
    deps.storage.sessions.cancel(id, unixSeconds(deps.clock));
    // A cancelled session's answers stop too, not only its later requests.
    deps.responses.stopSession(id);
    return c.json(sessionJson(deps.storage.sessions.find(id) as SessionRecord, 'cancelled'));
  });

  return routes;
}
