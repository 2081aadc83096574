import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'

import { DEV_LIVE_FOLDER } from '../../config.ts'

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
}

/**
 * /dev/live/*: a six-second HLS test stream (a test pattern, three segments), so /activity/live plays
 * with no outside service in development (decision 052). Never registered in production.
 */
export function registerDevLive(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/dev/live/:file', async (request, reply) => {
    const { file } = request.params
    const type = TYPES[path.extname(file)]
    if (!type || !/^[a-z0-9]+\.(m3u8|ts)$/.test(file)) return reply.status(404).send()
    const body = await readFile(path.join(DEV_LIVE_FOLDER, file)).catch(() => null)
    if (!body) return reply.status(404).send()
    return reply.type(type).header('cache-control', 'no-cache').send(body)
  })
}
