import { CALLS } from '@panalo/contract/call-map'
import type { CallDefinition } from '@panalo/contract/define-call'
import { envelopeSchema } from '@panalo/contract/envelope'
import { automaticFieldsSchema } from '@panalo/contract/request-fields'
import { z } from 'zod'

import { API_PREFIX } from './api-routes.ts'

/** The OpenAPI 3.1 document of every call, generated from the contract (served at /docs in development). */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, unknown> = {}
  const calls: readonly CallDefinition[] = Object.values(CALLS)
  for (const call of calls) {
    const requestSchema = call.request.extend(automaticFieldsSchema.shape)
    paths[`${API_PREFIX}${call.name}`] = {
      post: {
        operationId: call.name,
        summary: call.description,
        tags: [call.name.includes('/') ? call.name.split('/')[0] : 'product'],
        security: call.access === 'user' ? [{ bearer: [] }] : [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: z.toJSONSchema(requestSchema, { io: 'input', unrepresentable: 'any' }),
            },
          },
        },
        responses: {
          200: {
            description:
              'The envelope; errcode 0 carries this data, any other errcode data null or error details.',
            content: {
              'application/json': {
                schema: z.toJSONSchema(envelopeSchema(call.response), {
                  io: 'output',
                  unrepresentable: 'any',
                }),
              },
            },
          },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Panalo API', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  }
}

/** A plain page listing the calls, with no script, so it passes the same strict CSP as the app. */
export function renderDocsPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<
    string,
    { post: { summary: string; security: unknown[]; requestBody: unknown } }
  >
  const rows = Object.entries(paths)
    .map(
      ([path, { post }]) =>
        `<section><h2><code>POST ${escapeHtml(path)}</code>${post.security.length ? ' <small>(signed in)</small>' : ''}</h2><p>${escapeHtml(post.summary)}</p></section>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Panalo API</title></head><body><h1>Panalo API</h1><p>Machine-readable: <a href="/docs/openapi.json">openapi.json</a></p>${rows}</body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
