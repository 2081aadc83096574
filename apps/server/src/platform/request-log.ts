import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * One log line per request, written when the response finishes: request id, method, URL, status,
 * time and, for product calls, the call, its errcode and the client's version. Fastify's own
 * "incoming request" line is dropped, so each request costs a single write.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const call = request.callLog
    // One literal of one shape (pino leaves out the undefined fields of requests that are not calls).
    const line = {
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
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error }, 'request failed')
    else reply.log.info(line, 'request')
  }
}
