import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { findPlayerId } from '../../db/views/player-directory.ts'
import { presentOverview } from './responsible-gaming.calls.ts'
import type { ResponsibleGaming } from './responsible-gaming.service.ts'

type RgCommand = AdminCommand<{ db: Db; responsibleGaming: ResponsibleGaming }>

async function playerId(db: Db, who: string | undefined): Promise<number> {
  if (!who) throw new AdminUsageError('Name the player: an id or an account name')
  const userId = await findPlayerId(db, who)
  if (userId === undefined) throw new AdminUsageError(`No player matches ${who}`)
  return userId
}

/** Operator commands of responsible gaming (decision 016). */
export const showLimitsCommand: RgCommand = {
  name: 'rg:show',
  flags: {},
  positionals: 1,
  usage: 'rg:show <id | account>',
  summary: 'Shows a player’s limits (with pending raises), play time today and any cool-off or exclusion.',
  async run({ services, print }, [who]) {
    const userId = await playerId(services.db, who)
    const overview = presentOverview(await services.responsibleGaming.overview(userId))
    print(JSON.stringify({ userId, ...overview }, null, 2))
  },
}

export const excludePlayerCommand: RgCommand = {
  name: 'rg:exclude',
  flags: {},
  positionals: 2,
  usage: 'rg:exclude <id | account> <24h | 7d | 30d | 6m | 1y | 5y>',
  summary:
    'Puts a player on a cool-off (24h, 7d, 30d) or self-excludes them (6m, 1y, 5y) on their request; every session ends at once.',
  async run({ services, print }, [who, duration]) {
    const userId = await playerId(services.db, who)
    if (duration === '24h' || duration === '7d' || duration === '30d') {
      const block = await services.responsibleGaming.coolOff(userId, duration)
      print(`Player ${userId} is on a cool-off until ${block.until.toISOString()} and signed out everywhere`)
      return
    }
    if (duration !== '6m' && duration !== '1y' && duration !== '5y') {
      throw new AdminUsageError('The duration is 24h, 7d, 30d, 6m, 1y or 5y')
    }
    const block = await services.responsibleGaming.selfExclude(userId, duration)
    print(
      `Player ${userId} is self-excluded until ${block.until.toISOString()} (irrevocable until ${block.irrevocableUntil.toISOString()}) and signed out everywhere`,
    )
  },
}

export const endExclusionCommand: RgCommand = {
  name: 'rg:end-exclusion',
  flags: {},
  positionals: 1,
  usage: 'rg:end-exclusion <id | account>',
  summary:
    'Ends a self-exclusion on the player’s request once its irrevocable six months have passed; it ends 7 days later.',
  async run({ services, print }, [who]) {
    const userId = await playerId(services.db, who)
    const ended = await services.responsibleGaming.requestExclusionEnd(userId)
    print(
      ended
        ? `Player ${userId}'s exclusion now ends at ${ended.until.toISOString()}`
        : `Player ${userId} has no running exclusion`,
    )
  },
}
