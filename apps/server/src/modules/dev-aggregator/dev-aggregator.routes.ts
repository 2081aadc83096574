import {
  DEV_AGGREGATOR_API,
  DEV_AGGREGATOR_PREFIX,
  devPlayRequestSchema,
  devSessionRequestSchema,
  type DevErrorAnswer,
} from '@panalo/contract/dev-aggregator'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

import { SIGNATURE_HEADER } from '../../platform/hmac.ts'
import { answerErrorsAs } from '../../platform/machine-errors.ts'
import type { DevAggregator } from './dev-aggregator.service.ts'

/** Hub88's launch body, as the hubplay adapter sends it (modules/games/providers/hubplay.adapter.ts). */
const launchSchema = z.object({
  operator_id: z.string().max(100),
  game_code: z.string().max(200),
  currency: z.string().max(3),
  user: z.string().max(20).optional(),
  token: z.string().max(200).optional(),
  lang: z.string().max(10).optional(),
})

const badRequest: DevErrorAnswer = {
  error: 'bad_request',
  message: 'The request is not readable.',
  balance: null,
}

/**
 * The development aggregator's HTTP side: the operator's launch API (signed like every call between
 * the two), and the API its game pages call. Mounted only when GAME_AGGREGATOR=dev.
 */
export function registerDevAggregatorRoutes(app: FastifyInstance, aggregator: DevAggregator): void {
  void app.register(async (scope) => {
    // The launch signature covers the raw bytes, so this scope reads JSON itself.
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    answerErrorsAs(scope, (_status, message) => ({ error: message }))
    scope.post(`${DEV_AGGREGATOR_PREFIX}/operator/generic/v2/game/url`, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!aggregator.signedByOperator(raw, request.headers[SIGNATURE_HEADER]))
        return reply.status(401).send({ error: 'invalid_signature' })
      let json: unknown
      try {
        json = JSON.parse(raw.toString('utf8'))
      } catch {
        return reply.status(400).send({ error: 'bad_request' })
      }
      const parsed = launchSchema.safeParse(json)
      if (!parsed.success) return reply.status(400).send({ error: 'bad_request' })
      const result = aggregator.launch(parsed.data)
      if ('error' in result)
        return reply.status(result.error === 'unknown_game' ? 404 : 400).send({ error: result.error })
      return result
    })
  })

  void app.register(async (scope) => {
    answerErrorsAs(scope, () => badRequest)
    scope.post(DEV_AGGREGATOR_API.session, async (request, reply) => {
      const parsed = devSessionRequestSchema.safeParse(request.body)
      if (!parsed.success) return reply.status(400).send(badRequest)
      const answer = await aggregator.session(parsed.data.session)
      return 'error' in answer && answer.error === 'session_invalid' ? reply.status(401).send(answer) : answer
    })
    scope.post(DEV_AGGREGATOR_API.play, async (request, reply) => {
      const parsed = devPlayRequestSchema.safeParse(request.body)
      if (!parsed.success) return reply.status(400).send(badRequest)
      const answer = await aggregator.play(parsed.data)
      if ('error' in answer && (answer.error === 'session_invalid' || answer.error === 'bad_request'))
        return reply.status(answer.error === 'session_invalid' ? 401 : 400).send(answer)
      return answer
    })
  })
}
