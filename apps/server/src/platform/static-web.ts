import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

import { contentSecurityPolicy, documentHeaders, inlineStyleHashes } from './security-headers.ts'

export interface StaticWebOptions {
  distDir: string
  hsts: boolean
  /** Origins allowed in frames (game providers); Panalo's own games are same-origin. */
  frameOrigins: readonly string[]
  streamOrigins: readonly string[]
}

/** Files whose name does not change between builds: the browser must always revalidate them. */
const REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

/**
 * Serves the built web app. Hashed files under /assets are cached for a year as immutable; the
 * document, the service worker and the build manifest are revalidated on every load. Files are
 * served pre-compressed (brotli or gzip, written by the build). Answers a function that sends
 * index.html, for paths the client router owns.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: StaticWebOptions,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  const indexPath = path.join(options.distDir, 'index.html')
  if (!existsSync(indexPath)) {
    app.log.warn(`The web app is not built (${indexPath} is missing); run npm run build`)
    return null
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
  const headers = documentHeaders(
    contentSecurityPolicy(inlineStyleHashes(indexHtml), options.frameOrigins, options.streamOrigins),
    options.hsts,
  )

  await app.register(fastifyStatic, {
    root: options.distDir,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const urlPath = `/${path.relative(options.distDir, filePath).split(path.sep).join('/')}`
      reply.headers(headers)
      reply.header('cache-control', cacheControlFor(urlPath))
    },
  })

  const sendIndex = (reply: FastifyReply) =>
    reply
      .headers({ ...headers, 'cache-control': 'no-cache' })
      .type('text/html; charset=utf-8')
      .sendFile('index.html')
  app.get('/', (_request, reply) => sendIndex(reply))
  return sendIndex
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (urlPath.startsWith('/builds/')) return 'no-store'
  if (REVALIDATE.has(urlPath) || urlPath.startsWith('/workbox-')) return 'no-cache'
  return 'public, max-age=86400'
}
