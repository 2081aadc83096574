import type { IncomingMessage } from 'node:http'

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/** Where log lines go: the logger's own destination (one NDJSON line per write). */
export interface LogLineSink {
  write(line: string): unknown
}

/** pino's number for the info level, as pino writes it. */
const INFO_LEVEL = 30
/** The logger levels at which info lines are written. */
const INFO_ENABLED = new Set(['info', 'debug', 'trace'])
const quote = JSON.stringify

/** The header that carries a request's id: in answers always, in requests from a trusted proxy. */
export const REQUEST_ID_HEADER = 'x-request-id'
/** A trusted proxy's request id is taken only when it looks like one (and is not a log line's worth). */
const PROXY_REQUEST_ID = /^[\w.:=+/-]{1,128}$/
/** How much of a request id sent by someone we do not trust a log line keeps, as clientReqId. */
export const CLIENT_REQUEST_ID_MAX = 64

/**
 * Fastify's genReqId. Behind a trusted proxy (TRUST_PROXY) the proxy's X-Request-Id is the request
 * id, so our lines join its own. From anyone else that header is only a claim: an id of our own
 * keeps ids unique and short, and the claim is logged apart (clientReqId).
 */
export function requestIds(trustProxy: boolean): (raw: IncomingMessage) => string {
  let counter = 0
  const prefix = `${process.pid.toString(36)}-`
  return (raw) => {
    if (trustProxy) {
      const given = raw.headers[REQUEST_ID_HEADER]
      if (typeof given === 'string' && PROXY_REQUEST_ID.test(given)) return given
    }
    return prefix + (++counter).toString(36)
  }
}

/**
 * One log line per request, written when the response finishes: request id, method, URL, status,
 * time and, for product calls, the call, its errcode and the client's version. Fastify's own
 * "incoming request" line is dropped, so each request costs a single write.
 *
 * The line of a request that went well is written to the logger's destination directly, in exactly
 * the shape pino gives it (`level`, `time`, the base fields, the request's fields, `msg`): building it
 * from a template costs a fifth of what pino's generic serialisation of the same object did, and this
 * line is written for every request the server answers. Failed requests go through pino.
 */
export class RequestLogController extends LogController {
  readonly #sink: LogLineSink
  readonly #base: string

  /** `base` holds the logger's base fields (e.g. `{service: 'panalo'}`), written after the time. */
  constructor(sink: LogLineSink, base: Readonly<Record<string, string>>) {
    super()
    this.#sink = sink
    this.#base = Object.entries(base)
      .map(([key, value]) => `,${quote(key)}:${quote(value)}`)
      .join('')
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || reply.statusCode >= 500) {
      reply.log.error({ ...requestFields(request, reply), err: error }, 'request failed')
      return
    }
    if (!INFO_ENABLED.has(reply.log.level)) return
    this.#sink.write(this.requestLine(request, reply, Date.now()))
  }

  /** The info line of a request, as pino would write `log.info(requestFields(…), 'request')`. */
  requestLine(request: FastifyRequest, reply: FastifyReply, time: number): string {
    const call = request.callLog
    // The URL and the client's request id are the client's: quoted (escaped) like every string;
    // numbers are written as they are.
    let line =
      `{"level":${INFO_LEVEL},"time":${time}${this.#base},"reqId":${quote(request.id)}` +
      `,"method":${quote(request.method)},"url":${quote(request.url)},"status":${reply.statusCode}` +
      `,"ms":${Math.round(reply.elapsedTime)}`
    const clientReqId = clientRequestId(request)
    if (clientReqId !== undefined) line += `,"clientReqId":${quote(clientReqId)}`
    if (call) {
      line += `,"call":${quote(call.call)},"errcode":${call.errcode}`
      if (call.appVersion !== undefined) line += `,"appVersion":${quote(call.appVersion)}`
      if (call.platform !== undefined) line += `,"platform":${call.platform}`
    }
    return `${line},"msg":"request"}\n`
  }
}

/** The fields of a request's line, for lines that go through pino. */
function requestFields(request: FastifyRequest, reply: FastifyReply) {
  const call = request.callLog
  return {
    reqId: request.id,
    method: request.method,
    url: request.url,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
    clientReqId: clientRequestId(request),
    call: call?.call,
    errcode: call?.errcode,
    appVersion: call?.appVersion,
    platform: call?.platform,
  }
}

/** The X-Request-Id a request came with when it is not the request id, cut to CLIENT_REQUEST_ID_MAX. */
function clientRequestId(request: FastifyRequest): string | undefined {
  const given = request.headers[REQUEST_ID_HEADER]
  if (!given || given === request.id) return undefined
  return String(given).slice(0, CLIENT_REQUEST_ID_MAX)
}
