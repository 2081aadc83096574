import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

/**
 * The live stream of /activity/live (docs/decisions/052-live.md): one HLS address in the settings
 * table, set with `live:stream`. It is either a path of the app or an https address whose origin the
 * deployment allows (LIVE_STREAM_ORIGINS, which the page's CSP lets the player fetch and play). In
 * development with nothing set, the short test stream under /dev/live plays.
 */
export const LIVE_SETTING = 'live.stream'
export const DEV_STREAM_PATH = '/dev/live/stream.m3u8'

const storedSchema = z.object({ url: z.string().nullable() })

/** Why a stream address cannot be used, or null when it can. */
export function streamUrlProblem(url: string, allowedOrigins: readonly string[]): string | null {
  if (!/\.m3u8(\?.*)?$/.test(url)) return 'A stream address ends in .m3u8 (HLS)'
  if (url.startsWith('/'))
    return /^\/[A-Za-z0-9/_.-]+(\?[A-Za-z0-9=&_.-]*)?$/.test(url) ? null : 'Not a clean path'
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'Not an address'
  }
  if (parsed.protocol !== 'https:') return 'An outside stream must be https'
  if (!allowedOrigins.includes(parsed.origin))
    return `${parsed.origin} is not in LIVE_STREAM_ORIGINS; add it there and restart, so the page may play it`
  return null
}

export async function writeLiveStream(db: Executor, url: string | null): Promise<void> {
  await writeSetting(db, LIVE_SETTING, { url })
}

export function createLiveService({
  db,
  allowedOrigins,
  development,
}: {
  db: Db
  allowedOrigins: readonly string[]
  development: boolean
}) {
  return {
    allowedOrigins,
    async url(): Promise<{ url: string | null }> {
      const stored = storedSchema.safeParse(await readSetting(db, LIVE_SETTING))
      if (!stored.success) return { url: development ? DEV_STREAM_PATH : null }
      const url = stored.data.url
      // An address whose origin was taken out of the deployment's list since is not offered.
      return { url: url !== null && streamUrlProblem(url, allowedOrigins) === null ? url : null }
    },
  }
}

export type LiveService = ReturnType<typeof createLiveService>
