import type { CallDefinition } from '@panalo/contract/define-call'
import type { AutomaticFields } from '@panalo/contract/request-fields'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'

/** The signed-in player behind a request. */
export interface Principal {
  userId: number
  sessionId: number
}

/** Resolves a bearer token to its live session, or null. The accounts module supplies it. */
export type Authenticate = (token: string) => Promise<Principal | null>

interface BaseContext {
  requestId: string
  ip: string
  /** The Host header without the port, e.g. for picking the domain's theme. */
  host: string
  userAgent: string
  log: FastifyBaseLogger
  /** The automatic request fields (SPEC.md §7), validated. */
  client: AutomaticFields
  /** The bearer token sent with the request, if any. */
  token: string | null
  /** The signed-in player if the request carries a live session token; looked up at most once. */
  resolveOptionalUser(): Promise<Principal | null>
}

/** `user` calls run only with a live session, so their handlers receive the player. */
export type CallContext<Access extends CallDefinition['access'] = CallDefinition['access']> = BaseContext &
  (Access extends 'user' ? { user: Principal } : { user: null })

export interface CallHandler {
  call: CallDefinition
  handle(context: CallContext, input: unknown): Promise<unknown>
}

/**
 * A successful answer serialised once, for data that many requests share unchanged (the app
 * config): the platform sends these bytes instead of serialising the same object for every request.
 */
export class PreparedAnswer<Data> {
  readonly data: Data
  /**
   * The whole envelope as sent, `{"errcode":0,"msg":"","data":…}`. A string, not a Buffer: Node
   * writes a string body with the headers in one write, a Buffer in a second (writev), which cost
   * ~12 µs a request in bench:http's profile.
   */
  readonly body: string

  constructor(data: Data) {
    this.data = data
    this.body = JSON.stringify({ errcode: 0, msg: '', data })
  }
}

/**
 * Binds a contract call to the function that answers it. The handler receives the validated input
 * (which also still holds the automatic fields; read those from context.client) and returns the
 * `data` of the answer, typed from the contract, or that data prepared once as a PreparedAnswer.
 */
export function defineHandler<Call extends CallDefinition>(
  call: Call,
  handle: (
    context: CallContext<Call['access']>,
    input: z.output<Call['request']>,
  ) => Promise<z.input<Call['response']> | PreparedAnswer<z.input<Call['response']>>>,
): CallHandler {
  return { call, handle: handle as CallHandler['handle'] }
}
