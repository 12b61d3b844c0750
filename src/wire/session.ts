import * as v from 'valibot';
import { TimestampSchema } from './common';
import { UikitValidationError } from './errors';
import { formatIssuePath } from './parse';

/** A state variable value: a workflow input set per session. */
export const StateVariableValueSchema = v.union([v.string(), v.boolean(), v.number()]);
/** A state variable value: a string, boolean or number. */
export type StateVariableValue = v.InferOutput<typeof StateVariableValueSchema>;

/** The configuration a session runs with, every default filled in by the service. */
export const ResolvedConfigurationSchema = v.object({
  automatic_thread_titling: v.object({ enabled: v.boolean() }),
  file_upload: v.object({
    enabled: v.boolean(),
    /** Megabytes. */
    max_file_size: v.number(),
    max_files: v.number(),
  }),
  history: v.object({
    enabled: v.boolean(),
    /** `null` when all history is retained. */
    recent_threads: v.optional(v.nullable(v.number()), null),
  }),
});
/** The configuration a session runs with (titling, uploads, history), every default filled in. */
export type ResolvedConfiguration = v.InferOutput<typeof ResolvedConfigurationSchema>;

export const SessionWorkflowSchema = v.object({
  id: v.string(),
  state_variables: v.optional(v.nullable(v.record(v.string(), StateVariableValueSchema)), null),
  tracing: v.optional(v.object({ enabled: v.boolean() }), { enabled: true }),
  version: v.optional(v.nullable(v.string()), null),
});
export type SessionWorkflow = v.InferOutput<typeof SessionWorkflowSchema>;

export const SessionStatusSchema = v.picklist(['active', 'expired', 'cancelled']);
export type SessionStatus = v.InferOutput<typeof SessionStatusSchema>;

/** A uikit chat session (`object: "uikit.session"`). The browser holds only its `client_secret`. */
export const SessionSchema = v.object({
  id: v.string(),
  object: v.literal('uikit.session'),
  client_secret: v.string(),
  expires_at: TimestampSchema,
  max_requests_per_1_minute: v.number(),
  rate_limits: v.object({ max_requests_per_1_minute: v.number() }),
  status: SessionStatusSchema,
  user: v.string(),
  workflow: SessionWorkflowSchema,
  chatkit_configuration: ResolvedConfigurationSchema,
  /**
   * What the service can do beyond section 6 (protocol section 11): `resume`, `stop`, `edit`.
   * Absent means none. Read leniently: entries that are not strings are dropped, unknown ones are
   * kept and ignored.
   */
  capabilities: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): string[] =>
        Array.isArray(value)
          ? value.filter((entry): entry is string => typeof entry === 'string')
          : [],
      ),
    ),
  ),
});
/**
 * A uikit chat session, as your session route returns it. The browser uses only its
 * `client_secret`.
 */
export type Session = v.InferOutput<typeof SessionSchema>;

/** Every bound of api-spec.md's Limits on session creation, and the defaults it names. */
export const SESSION_LIMITS = {
  expiresAfterSeconds: { min: 1, max: 600, default: 600 },
  maxRequestsPerMinute: { min: 1, default: 10 },
  maxFileSizeMb: { min: 1, max: 512, default: 512 },
  maxFiles: { min: 1, default: 10 },
  recentThreads: { min: 1 },
  stateVariableKeyLength: 64,
} as const;

const integerAtLeast = (min: number, what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be an integer`),
    v.minValue(min, `${what} must be at least ${min}`),
  );

const integerBetween = (min: number, max: number, what: string) =>
  v.pipe(integerAtLeast(min, what), v.maxValue(max, `${what} must be at most ${max}`));

const L = SESSION_LIMITS;

/**
 * The body of `POST /v1/uikit/sessions`, with every bound of the spec. Used by the server helper
 * before it sends and by the local API when it receives, so both reject the same things.
 */
export const CreateSessionParamsSchema = v.strictObject({
  user: v.pipe(v.string('user must be a string'), v.nonEmpty('user is required')),
  workflow: v.strictObject({
    id: v.pipe(v.string('workflow.id must be a string'), v.nonEmpty('workflow.id is required')),
    state_variables: v.optional(
      v.pipe(
        v.record(
          v.string(),
          v.union(
            [v.string(), v.boolean(), v.number()],
            'state variable values must be strings, booleans or numbers',
          ),
        ),
        v.check(
          (vars) =>
            Object.keys(vars).every(
              (key) => key.length >= 1 && key.length <= L.stateVariableKeyLength,
            ),
          `state variable keys must be 1 to ${L.stateVariableKeyLength} characters`,
        ),
      ),
    ),
    tracing: v.optional(v.strictObject({ enabled: v.optional(v.boolean()) })),
    version: v.optional(v.pipe(v.string(), v.nonEmpty('workflow.version must not be empty'))),
  }),
  chatkit_configuration: v.optional(
    v.strictObject({
      automatic_thread_titling: v.optional(v.strictObject({ enabled: v.optional(v.boolean()) })),
      file_upload: v.optional(
        v.strictObject({
          enabled: v.optional(v.boolean()),
          max_file_size: v.optional(
            v.pipe(
              v.number('max_file_size must be a number'),
              v.minValue(
                L.maxFileSizeMb.min,
                `max_file_size must be at least ${L.maxFileSizeMb.min} MB`,
              ),
              v.maxValue(
                L.maxFileSizeMb.max,
                `max_file_size must be at most ${L.maxFileSizeMb.max} MB`,
              ),
            ),
          ),
          max_files: v.optional(integerAtLeast(L.maxFiles.min, 'max_files')),
        }),
      ),
      history: v.optional(
        v.strictObject({
          enabled: v.optional(v.boolean()),
          recent_threads: v.optional(integerAtLeast(L.recentThreads.min, 'recent_threads')),
        }),
      ),
    }),
  ),
  expires_after: v.optional(
    v.strictObject({
      anchor: v.literal('created_at', 'expires_after.anchor must be "created_at"'),
      seconds: integerBetween(
        L.expiresAfterSeconds.min,
        L.expiresAfterSeconds.max,
        'expires_after.seconds',
      ),
    }),
  ),
  rate_limits: v.optional(
    v.strictObject({
      max_requests_per_1_minute: v.optional(
        integerAtLeast(L.maxRequestsPerMinute.min, 'max_requests_per_1_minute'),
      ),
    }),
  ),
});

/** Parameters of session creation, as sent on the wire. */
export type CreateSessionParams = v.InferInput<typeof CreateSessionParamsSchema>;

/** The configuration a create request resolves to, with the spec's defaults. */
export function resolveConfiguration(
  params: CreateSessionParams['chatkit_configuration'],
): ResolvedConfiguration {
  return {
    automatic_thread_titling: { enabled: params?.automatic_thread_titling?.enabled ?? true },
    file_upload: {
      enabled: params?.file_upload?.enabled ?? false,
      max_file_size: params?.file_upload?.max_file_size ?? L.maxFileSizeMb.default,
      max_files: params?.file_upload?.max_files ?? L.maxFiles.default,
    },
    history: {
      enabled: params?.history?.enabled ?? true,
      recent_threads: params?.history?.recent_threads ?? null,
    },
  };
}

/**
 * Checks a create-session body against every bound of the spec. Returns the body, or throws a
 * {@link UikitValidationError} whose `param` names the offending field as the service would
 * (`expires_after.seconds`, `chatkit_configuration.file_upload.max_file_size`, ...).
 */
export function validateCreateSessionParams(input: unknown): CreateSessionParams {
  const result = v.safeParse(CreateSessionParamsSchema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const param = formatIssuePath(issue) || 'body';
  const message =
    issue.received === 'undefined'
      ? `${param} is required`
      : issue.type === 'strict_object' && issue.expected === 'never'
        ? `Unknown parameter: ${param}`
        : issue.message;
  throw new UikitValidationError(param, message);
}
