import { CALLS } from '@panalo/contract/call-map'
import type { MaintenanceInfo } from '@panalo/contract/app-config'
import { ERRORS, type ErrorName } from '@panalo/contract/errors'
import type { CallDefinition } from '@panalo/contract/define-call'
import type { ValidationIssue } from '@panalo/contract/envelope'
import { automaticFieldsSchema, type AutomaticFields } from '@panalo/contract/request-fields'
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'

import { isDatabaseUnavailable } from '../db/database-unavailable.ts'
import { AppError } from './app-error.ts'
import { unstorableTextInJson } from './storable-text.ts'
import { validation } from './validation.ts'
import {
  PreparedAnswer,
  type Authenticate,
  type CallContext,
  type CallHandler,
  type Principal,
} from './call-handler.ts'

export const API_PREFIX = '/app/v1/'
/** What Fastify sends with a serialised object; a PreparedAnswer's bytes get the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

export interface ApiOptions {
  handlers: readonly CallHandler[]
  /** The calls that must all be answered; the product contract unless a test supplies its own. */
  contract?: Readonly<Record<string, CallDefinition>>
  authenticate: Authenticate
  /** The maintenance switch; read on every product call, so it answers from a cache when it can. */
  maintenance: () => MaintenanceInfo | Promise<MaintenanceInfo>
  /** Check every answer against its response schema (development and tests). */
  validateResponses: boolean
}

interface RegisteredCall {
  handler: CallHandler
  /** The call's own fields plus the automatic request fields. */
  requestSchema: z.ZodObject
}

/** What the request's log line reports about the call (request-log.ts). */
export interface CallLog {
  call: string
  errcode: number
  appVersion: string | undefined
  platform: number | undefined
}

/** Why a product call's body cannot be read; reported only after the access check. */
interface BodyProblem {
  name: 'MALFORMED_REQUEST' | 'VALIDATION'
  message: string
  data: unknown
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for product calls and platform errors; null for other requests. */
    callLog: CallLog | null
    /** A product call's unreadable body, held back until the session is checked (issue 38). */
    bodyProblem: BodyProblem | null
  }
}

/**
 * `POST /app/v1/<call>` for every call of the contract. Each request runs the same steps: read the
 * body → find the call → maintenance → access → validate → handler → envelope. Handlers never see a
 * bad body.
 */
export function registerApiRoutes(app: FastifyInstance, options: ApiOptions): void {
  const calls = indexHandlers(options.handlers, options.contract ?? CALLS)
  // Declared up front so every request object keeps one shape (Fastify's advice for hot paths).
  app.decorateRequest('callLog', null)
  app.decorateRequest('bodyProblem', null)
  registerBodyParser(app)

  app.post(`${API_PREFIX}*`, async (request, reply) => {
    const name = (request.params as { '*': string })['*']
    const registered = calls.get(name)
    const callLog: CallLog = { call: name, errcode: 0, appVersion: undefined, platform: undefined }
    request.callLog = callLog
    if (!registered) return sendError(request, reply, 'NOT_FOUND', `Unknown call: ${name}`)
    const { handler, requestSchema } = registered

    if (!handler.call.duringMaintenance) {
      const current = options.maintenance()
      const maintenance = current instanceof Promise ? await current : current
      if (maintenance.on) return sendError(request, reply, 'MAINTENANCE', maintenance.message, maintenance)
    }

    // The session before anything about the body, so a guest learns nothing of a user call's shape.
    const token = bearerToken(request.headers.authorization)
    let principal: Promise<Principal | null> | undefined
    let user: Principal | null = null
    if (handler.call.access === 'user') {
      principal = token ? options.authenticate(token) : Promise.resolve(null)
      user = await principal
      if (!user) return sendError(request, reply, 'SIGNED_OUT')
    }

    const problem = request.bodyProblem
    if (problem) return sendError(request, reply, problem.name, problem.message, problem.data)
    const body: unknown = request.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return sendError(request, reply, 'MALFORMED_REQUEST', 'The body must be a JSON object.')
    }

    const parsed = requestSchema.safeParse(body)
    if (!parsed.success) {
      const issues = toIssues(parsed.error)
      const first = issues[0]
      const message = first ? `${first.path || 'body'}: ${first.message}` : ERRORS.VALIDATION.message
      return sendError(request, reply, 'VALIDATION', message, { issues })
    }
    // The handler reads its own fields from the parsed body; the automatic ones are in context.client.
    const input = parsed.data as AutomaticFields
    const client: AutomaticFields = {
      appId: input.appId,
      channel: input.channel,
      clientReferrer: input.clientReferrer,
      platform: input.platform,
      appVersion: input.appVersion,
      appWebName: input.appWebName,
    }
    callLog.appVersion = client.appVersion
    callLog.platform = client.platform
    const context = new RequestContext(request, options.authenticate, client, token, user, principal)

    try {
      const answer = await handler.handle(context as CallContext, input)
      const prepared = answer instanceof PreparedAnswer
      const data: unknown = prepared ? answer.data : answer
      if (options.validateResponses) {
        const checked = handler.call.response.safeParse(data)
        if (!checked.success) {
          request.log.error(
            { reqId: request.id, issues: toIssues(checked.error) },
            `answer of ${name} breaks its response schema`,
          )
          return sendError(request, reply, 'INTERNAL')
        }
      }
      if (prepared) return reply.header('content-type', JSON_CONTENT_TYPE).send(answer.body)
      return { errcode: 0, msg: '', data }
    } catch (error) {
      if (error instanceof AppError)
        return sendError(request, reply, error.errorName, error.message, error.data)
      throw error
    }
  })
}

/**
 * Reads bodies as JSON, also when sent as text/plain (sendBeacon), and refuses a string PostgreSQL
 * cannot store (U+0000, a lone surrogate) anywhere in them with VALIDATION naming its path, whatever
 * the call: no handler or schema has to think of it (storable-text.ts). For a product call either
 * refusal waits on the request until the route has checked the session (issue 38); any other route
 * gets it as an error at once.
 */
function registerBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser<string>(
    ['application/json', 'text/plain'],
    { parseAs: 'string' },
    (request, text, done) =>
      parseJson(request, text, (error, body) => {
        const unstorable = error ? null : unstorableTextInJson(text, body)
        const refusal = unstorable ? validation(unstorable.path || 'body', unstorable.message) : error
        if (!refusal) return done(null, body)
        if (!request.url.startsWith(API_PREFIX)) return done(refusal, undefined)
        request.bodyProblem =
          refusal instanceof AppError
            ? { name: 'VALIDATION', message: refusal.message, data: refusal.data }
            : {
                name: 'MALFORMED_REQUEST',
                message: platformErrorMessage('MALFORMED_REQUEST', refusal as FastifyError),
                data: null,
              }
        done(null, null)
      }),
  )
}

/**
 * The CallContext of one request. Built for every call, so what few handlers read (address, host,
 * user agent, a child logger, the session behind the token) is worked out only when read.
 */
class RequestContext {
  readonly client: AutomaticFields
  readonly token: string | null
  readonly user: Principal | null
  readonly #request: FastifyRequest
  readonly #authenticate: Authenticate
  #principal: Promise<Principal | null> | undefined
  #log: FastifyBaseLogger | undefined

  constructor(
    request: FastifyRequest,
    authenticate: Authenticate,
    client: AutomaticFields,
    token: string | null,
    user: Principal | null,
    principal: Promise<Principal | null> | undefined,
  ) {
    this.#request = request
    this.#authenticate = authenticate
    this.client = client
    this.token = token
    this.user = user
    this.#principal = principal
  }

  get requestId(): string {
    return this.#request.id
  }

  get ip(): string {
    return this.#request.ip
  }

  get host(): string {
    return this.#request.hostname.replace(/:\d+$/, '')
  }

  get userAgent(): string {
    return this.#request.headers['user-agent'] ?? ''
  }

  get log(): FastifyBaseLogger {
    return (this.#log ??= this.#request.log.child({ reqId: this.#request.id }))
  }

  resolveOptionalUser(): Promise<Principal | null> {
    return (this.#principal ??= this.token ? this.#authenticate(this.token) : Promise.resolve(null))
  }
}

/**
 * Turns errors raised before a handler runs (unreadable JSON, a body over the limit, a content type we
 * do not read, text that cannot be stored) into the envelope, and a database that could not be
 * reached, wherever it was met, into TEMPORARILY_UNAVAILABLE (decision 062); anything else is a bug
 * and answers INTERNAL with status 500.
 */
export function handlePlatformError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.callLog ??= { call: request.url, errcode: 0, appVersion: undefined, platform: undefined }
  if (error instanceof AppError) return sendError(request, reply, error.errorName, error.message, error.data)
  if (isDatabaseUnavailable(error)) {
    // One line without the stack: the request line carries the errcode, and an outage makes many.
    request.log.warn({ reqId: request.id, reason: error.message }, 'database unavailable')
    void reply.header('retry-after', '1')
    return sendError(request, reply, 'TEMPORARILY_UNAVAILABLE')
  }
  const known = platformErrorName(error)
  if (known) return sendError(request, reply, known, platformErrorMessage(known, error))
  request.log.error({ reqId: request.id, err: error }, 'unhandled error')
  request.callLog.errcode = ERRORS.INTERNAL.code
  return reply.status(500).send({ errcode: ERRORS.INTERNAL.code, msg: ERRORS.INTERNAL.message, data: null })
}

function platformErrorName(error: FastifyError): ErrorName | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'UNSUPPORTED_MEDIA_TYPE'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'MALFORMED_REQUEST'
  }
  // JSON.parse failures and prototype-poisoning refusals arrive as 400s without a Fastify code.
  if (error.statusCode === 400 || error instanceof SyntaxError) return 'MALFORMED_REQUEST'
  return undefined
}

function platformErrorMessage(name: ErrorName, error: FastifyError): string {
  switch (name) {
    case 'PAYLOAD_TOO_LARGE':
      return 'The request body is larger than 1 MB.'
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'The request must be sent as JSON (Content-Type: application/json).'
    case 'MALFORMED_REQUEST':
      return `The body is not valid JSON: ${error.message}`
    default:
      return ERRORS[name].message
  }
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  name: ErrorName,
  message?: string,
  data: unknown = null,
) {
  const errcode = ERRORS[name].code
  if (request.callLog) request.callLog.errcode = errcode
  return reply.status(200).send({ errcode, msg: message ?? ERRORS[name].message, data })
}

function indexHandlers(
  handlers: readonly CallHandler[],
  contract: Readonly<Record<string, CallDefinition>>,
): Map<string, RegisteredCall> {
  const calls = new Map<string, RegisteredCall>()
  for (const handler of handlers) {
    const name = handler.call.name
    if (calls.has(name)) throw new Error(`Two handlers answer the call ${name}`)
    if (!Object.hasOwn(contract, name))
      throw new Error(`A handler answers ${name}, which the contract does not define`)
    calls.set(name, { handler, requestSchema: handler.call.request.extend(automaticFieldsSchema.shape) })
  }
  const unanswered = Object.keys(contract).filter((name) => !calls.has(name))
  if (unanswered.length > 0) throw new Error(`No handler answers: ${unanswered.join(', ')}`)
  return calls
}

function toIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{16,512})$/.exec(header)
  return match?.[1] ?? null
}
