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
    // The request id may come from the client's x-request-id header and the URL is the client's:
    // both are quoted (escaped) like every string; numbers are written as they are.
    let line =
      `{"level":${INFO_LEVEL},"time":${time}${this.#base},"reqId":${quote(request.id)}` +
      `,"method":${quote(request.method)},"url":${quote(request.url)},"status":${reply.statusCode}` +
      `,"ms":${Math.round(reply.elapsedTime)}`
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
    call: call?.call,
    errcode: call?.errcode,
    appVersion: call?.appVersion,
    platform: call?.platform,
  }
}
