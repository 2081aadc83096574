import type { FastifyInstance } from 'fastify'

import { AppError } from '../../platform/app-error.ts'
import type { UploadsService } from './uploads.service.ts'

/** Where an activity's art is served: `/art/<upload id>` (decision 097), the activity's themeUrl. */
export const ACTIVITY_ART_PATH = '/art/'

/**
 * Activities' art, for every player and guest: only uploads of purpose activityArt (players' images
 * stay with their owner), re-encoded when they were stored, sent with their checked type and
 * `nosniff`. An upload's bytes never change, so browsers may keep it.
 */
export function registerActivityArt(app: FastifyInstance, uploads: UploadsService): void {
  app.get<{ Params: { id: string } }>(`${ACTIVITY_ART_PATH}:id`, async (request, reply) => {
    try {
      const art = await uploads.readArt(request.params.id)
      return reply
        .type(art.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(art.bytes)
    } catch (error) {
      if (error instanceof AppError) return reply.status(404).type('text/plain').send('Not found')
      throw error
    }
  })
}
