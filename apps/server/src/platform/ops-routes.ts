import type { BlockList } from 'node:net'

import { ERRORS } from '@panalo/contract/errors'
import type { ValidationIssue } from '@panalo/contract/envelope'
import type { OpsCallDefinition } from '@panalo/contract/ops/define-ops-call'
import { OPS_ERRORS, type OpsErrorName } from '@panalo/contract/ops/errors'
import { OPS_CALLS } from '@panalo/contract/ops/ops-call-map'
import { STAFF_SESSION_MAX_MS } from '@panalo/contract/ops/roles'
import { parseCookie, stringifySetCookie } from 'cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'

import { addressAllowed } from './allowed-addresses.ts'
import { AppError } from './app-error.ts'
import { OpsError } from './ops-error.ts'
import { roleAllowed, type OpsContext, type OpsHandler, type StaffPrincipal } from './ops-handler.ts'

export const OPS_PREFIX = '/ops/v1/'
/** The console's session cookie; its path keeps it off every other route, /app/v1 included. */
export const STAFF_COOKIE = 'panalo_staff'
const COOKIE_PATH = '/ops/'

export interface OpsRoutesOptions {
  handlers: readonly OpsHandler[]
  contract?: Readonly<Record<string, OpsCallDefinition>>
  /** Resolves a session cookie's token to its live session (and marks it seen), or null. */
  authenticate(token: string): Promise<StaffPrincipal | null>
  /** OPS_ALLOWED_CIDRS: where the console answers from; null, anywhere. */
  allowedAddresses: BlockList | null
  /** The public origin (PUBLIC_URL), which the Origin header must name (besides the request's own). */
  publicOrigin: string
  /** Secure cookies, under https. */
  secureCookie: boolean
  validateResponses: boolean
}

/**
 * `POST /ops/v1/<call>`, the operator console's API (docs/decisions/064-operator-console.md): the
 * allowed addresses → the Origin (CSRF, with the SameSite=Strict cookie) → the call → the staff session
 * from its cookie (a bearer token is never read here) → the call's roles → validate → handler →
 * envelope.
 */
export function registerOpsRoutes(app: FastifyInstance, options: OpsRoutesOptions): void {
  const calls = indexOpsHandlers(options.handlers, options.contract ?? OPS_CALLS)

  app.post(`${OPS_PREFIX}*`, async (request, reply) => {
    const name = (request.params as { '*': string })['*']
    request.callLog = { call: `ops/${name}`, errcode: 0, appVersion: undefined, platform: undefined }
    if (!addressAllowed(options.allowedAddresses, request.ip)) return reply.status(404).send('Not found')
    if (!originAllowed(request, options.publicOrigin)) return sendOpsError(request, reply, 'ORIGIN_REFUSED')
    const handler = calls.get(name)
    if (!handler) return sendPlayerError(request, reply, 'NOT_FOUND', `Unknown call: ${name}`)
    const body: unknown = request.body
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return sendPlayerError(request, reply, 'MALFORMED_REQUEST', 'The body must be a JSON object.')

    let staff: StaffPrincipal | null = null
    const roles = handler.call.roles
    if (roles !== 'signedOut') {
      const token = sessionToken(request)
      staff = token ? await options.authenticate(token) : null
      if (!staff) {
        clearCookie(reply, options.secureCookie)
        return sendOpsError(request, reply, 'STAFF_SIGNED_OUT')
      }
      if (!roleAllowed(handler.call, staff.role)) return sendOpsError(request, reply, 'ROLE_REFUSED')
    }

    const parsed = handler.call.request.safeParse(body)
    if (!parsed.success) {
      const issues = toIssues(parsed.error)
      const first = issues[0]
      const message = first ? `${first.path || 'body'}: ${first.message}` : ERRORS.VALIDATION.message
      return sendPlayerError(request, reply, 'VALIDATION', message, { issues })
    }

    const context: OpsContext = {
      staff,
      requestId: request.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      log: request.log,
      startSession: (token) => setCookie(reply, token, options.secureCookie),
      clearSession: () => clearCookie(reply, options.secureCookie),
    } as OpsContext
    try {
      const data = await handler.handle(context, parsed.data)
      if (options.validateResponses) {
        const checked = handler.call.response.safeParse(data)
        if (!checked.success) {
          request.log.error(
            { reqId: request.id, issues: toIssues(checked.error) },
            `answer of ops/${name} breaks its response schema`,
          )
          return sendPlayerError(request, reply, 'INTERNAL')
        }
      }
      return { errcode: 0, msg: '', data }
    } catch (error) {
      if (error instanceof OpsError)
        return sendOpsError(request, reply, error.errorName, error.message, error.data)
      if (error instanceof AppError)
        return sendPlayerError(request, reply, error.errorName, error.message, error.data)
      throw error
    }
  })
}

/**
 * CSRF cannot happen by construction: the cookie is SameSite=Strict, and a call must carry an Origin
 * naming this server (the request's own origin, or PUBLIC_URL's). Browsers send Origin on every POST.
 */
function originAllowed(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin
  if (!origin) return false
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`
}

function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie
  if (!header) return null
  const token = parseCookie(header)[STAFF_COOKIE]
  return token && /^[A-Za-z0-9_-]{32,128}$/.test(token) ? token : null
}

function setCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.header(
    'set-cookie',
    stringifySetCookie({
      name: STAFF_COOKIE,
      value: token,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      maxAge: STAFF_SESSION_MAX_MS / 1000,
    }),
  )
}

function clearCookie(reply: FastifyReply, secure: boolean): void {
  void reply.header(
    'set-cookie',
    stringifySetCookie({
      name: STAFF_COOKIE,
      value: '',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      maxAge: 0,
    }),
  )
}

function sendOpsError(
  request: FastifyRequest,
  reply: FastifyReply,
  name: OpsErrorName,
  message?: string,
  data: unknown = null,
) {
  const errcode = OPS_ERRORS[name].code
  if (request.callLog) request.callLog.errcode = errcode
  return reply.status(200).send({ errcode, msg: message ?? OPS_ERRORS[name].message, data })
}

function sendPlayerError(
  request: FastifyRequest,
  reply: FastifyReply,
  name: keyof typeof ERRORS,
  message?: string,
  data: unknown = null,
) {
  const errcode = ERRORS[name].code
  if (request.callLog) request.callLog.errcode = errcode
  return reply
    .status(name === 'INTERNAL' ? 500 : 200)
    .send({ errcode, msg: message ?? ERRORS[name].message, data })
}

function indexOpsHandlers(
  handlers: readonly OpsHandler[],
  contract: Readonly<Record<string, OpsCallDefinition>>,
): Map<string, OpsHandler> {
  const calls = new Map<string, OpsHandler>()
  for (const handler of handlers) {
    const name = handler.call.name
    if (calls.has(name)) throw new Error(`Two handlers answer the ops call ${name}`)
    if (!Object.hasOwn(contract, name))
      throw new Error(`A handler answers ops/${name}, which the ops contract does not define`)
    calls.set(name, handler)
  }
  const unanswered = Object.keys(contract).filter((name) => !calls.has(name))
  if (unanswered.length > 0) throw new Error(`No handler answers the ops calls: ${unanswered.join(', ')}`)
  return calls
}

function toIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
}
