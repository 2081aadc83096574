import type { FastifyError, FastifyInstance } from 'fastify'

import { isDatabaseUnavailable } from '../db/database-unavailable.ts'

/**
 * For the routes machines call (game providers, payment gateways): errors raised before the route
 * runs (a body over the limit, a content type it does not read) are answered with their 4xx status
 * in the caller's own protocol, not in the app envelope the root error handler speaks. A database
 * that could not be reached answers 503 with Retry-After, which the caller delivers again (decision
 * 062). Anything else is a bug: logged with the request id and answered 500, in the same protocol,
 * without details.
 */
export function answerErrorsAs(
  scope: FastifyInstance,
  answer: (status: number, message: string) => unknown,
): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reqId: request.id, reason: error.message }, 'database unavailable')
      return reply.status(503).header('retry-after', '1').send(answer(503, 'temporarily unavailable'))
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ reqId: request.id, err: error }, 'unhandled error')
    return reply.status(status).send(answer(status, status === 500 ? 'internal error' : error.message))
  })
}
