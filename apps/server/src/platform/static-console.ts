import { existsSync, readFileSync } from 'node:fs'
import type { BlockList } from 'node:net'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

import { addressAllowed } from './allowed-addresses.ts'
import { contentSecurityPolicy, documentHeaders, inlineStyleHashes } from './security-headers.ts'

export const CONSOLE_PREFIX = '/console'

/**
 * Serves the built operator console at /console (apps/console; decision 064), apart from the player
 * app: its own files, its own document, nothing of it in the player's bundle. Hashed assets are cached
 * as immutable, the document never. Outside OPS_ALLOWED_CIDRS nothing of it answers. Answers
 * whether it is built.
 */
export async function registerStaticConsole(
  app: FastifyInstance,
  options: { distDir: string; hsts: boolean; allowedAddresses: BlockList | null },
): Promise<boolean> {
  const indexPath = path.join(options.distDir, 'index.html')
  if (!existsSync(indexPath)) {
    app.log.warn(`The operator console is not built (${indexPath} is missing); run npm run build`)
    return false
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
  const headers = {
    ...documentHeaders(contentSecurityPolicy(inlineStyleHashes(indexHtml), []), options.hsts),
    // The console is never framed, and tells no other site where staff came from.
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  }
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!addressAllowed(options.allowedAddresses, request.ip)) return reply.status(404).send('Not found')
    })
    await scope.register(fastifyStatic, {
      root: options.distDir,
      prefix: `${CONSOLE_PREFIX}/`,
      decorateReply: false,
      preCompressed: true,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const urlPath = `/${path.relative(options.distDir, filePath).split(path.sep).join('/')}`
        reply.headers(headers)
        reply.header(
          'cache-control',
          urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
    const send = (reply: FastifyReply) =>
      reply
        .headers({ ...headers, 'cache-control': 'no-store' })
        .type('text/html; charset=utf-8')
        .send(indexHtml)
    scope.get(CONSOLE_PREFIX, (_request, reply) => send(reply))
    scope.get(`${CONSOLE_PREFIX}/*`, (request, reply) => {
      if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? ''))
        return reply.status(404).type('text/plain').send('Not found')
      return send(reply)
    })
  })
  return true
}
