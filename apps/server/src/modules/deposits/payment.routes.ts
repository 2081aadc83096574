import { createHash } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

import { answerErrorsAs } from '../../platform/machine-errors.ts'
import { unstorableTextInJson } from '../../platform/storable-text.ts'
import { WebhookConflictError } from './apply-webhook.ts'
import type { DepositsService } from './deposits.service.ts'
import { WebhookRejectedError, type PaymentGateway } from './gateways/payment-gateway.ts'
import { SANDBOX_CHOICES, SANDBOX_PAGE_STYLE, type SandboxGateway } from './gateways/sandbox-gateway.ts'

/**
 * The gateway-facing routes, outside the player API: `POST /payments/<gateway>/webhook`, and for the
 * sandbox its hosted checkout page. Webhooks are read as raw text, because the signature covers the
 * exact bytes sent.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  {
    gateway,
    sandbox,
    deposits,
    publicUrl,
  }: {
    gateway: PaymentGateway
    sandbox: SandboxGateway | null
    deposits: DepositsService
    publicUrl: string
  },
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    answerErrorsAs(scope, (_status, message) => ({ error: message }))

    scope.post(`/payments/${gateway.id}/webhook`, async (request, reply) => {
      if (typeof request.body !== 'string') return reply.status(415).send({ error: 'JSON expected' })
      let event
      try {
        event = gateway.verifyWebhook(request.headers, request.body)
      } catch (error) {
        if (error instanceof WebhookRejectedError) {
          request.log.warn({ reason: error.message, gateway: gateway.id }, 'payment webhook refused')
          return reply.status(401).send({ error: 'invalid signature' })
        }
        if (error instanceof SyntaxError) return reply.status(400).send({ error: 'malformed JSON' })
        throw error
      }
      // Genuine but holding a string the database cannot store (U+0000, a lone surrogate).
      const unstorable = unstorableTextInJson(request.body)
      if (unstorable) {
        const error = `${unstorable.path || 'body'}: ${unstorable.message}`
        request.log.error({ reason: error, gateway: gateway.id }, 'genuine payment webhook refused')
        return reply.status(400).send({ error })
      }
      if (!event) return reply.send({ received: true, outcome: 'ignored' })
      try {
        // A repeated delivery gets the first one's answer, word for word.
        const { outcome } = await deposits.applyEvent(event)
        return await reply.send({ received: true, outcome })
      } catch (error) {
        if (!(error instanceof WebhookConflictError)) throw error
        request.log.warn({ err: error, gateway: gateway.id }, 'payment webhook conflicts with an earlier one')
        return reply.status(409).send({ error: error.message })
      }
    })

    if (!sandbox) return
    const styleHash = createHash('sha256').update(SANDBOX_PAGE_STYLE).digest('base64')
    const pageHeaders = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self' ${new URL(publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    }
    const params = z.object({ id: z.string().regex(/^sbx_cs_[0-9a-f]{24}$/) })
    const choiceBody = z.object({ choice: z.enum(SANDBOX_CHOICES) })

    scope.get('/payments/sandbox/checkout/:id', async (request, reply) => {
      const id = params.safeParse(request.params)
      const page = id.success ? await sandbox.checkoutPage(id.data.id) : null
      if (!page) return reply.status(404).type('text/plain').send('No such checkout')
      return reply.headers(pageHeaders).send(page)
    })

    scope.post('/payments/sandbox/checkout/:id', async (request, reply) => {
      const id = params.safeParse(request.params)
      const body = choiceBody.safeParse(request.body)
      if (!id.success || !body.success) return reply.status(400).type('text/plain').send('Bad request')
      const next = await sandbox.choose(id.data.id, body.data.choice)
      // A closed or expired session shows its page again, which says so.
      return reply.redirect(next ?? `/payments/sandbox/checkout/${id.data.id}`, 303)
    })
  })
}
