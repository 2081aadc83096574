import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import type { LiveService } from './live.service.ts'
import { streamUrlProblem, writeLiveStream } from './live.service.ts'

/** The live stream's address (decision 052): shows it, sets it, or takes it off (`none`). */
export const liveStreamCommand: AdminCommand<{ db: Db; live: LiveService }> = {
  name: 'live:stream',
  flags: {},
  positionals: 1,
  usage: 'live:stream [<https://…/stream.m3u8 | /path.m3u8> | none]',
  summary:
    'Shows the HLS stream /activity/live plays, sets it (an allowed https origin or a path), or takes it off.',
  async run({ services, print }, args) {
    if (args.length > 1) throw new AdminUsageError('live:stream [<url> | none]')
    const [url] = args
    if (url === undefined) {
      print((await services.live.url()).url ?? 'No stream is on')
      return
    }
    if (url === 'none') {
      await writeLiveStream(services.db, null)
      print('The live stream is off')
      return
    }
    const problem = streamUrlProblem(url, services.live.allowedOrigins)
    if (problem) throw new AdminUsageError(problem)
    await writeLiveStream(services.db, url)
    print(`The live stream is ${url}`)
  },
}
