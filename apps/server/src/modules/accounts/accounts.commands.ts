import { normalizePhilippineMobile } from '@panalo/contract/phone'
import { eq, or } from 'drizzle-orm'

import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { inTransaction } from '../../db/transaction.ts'
import { setPlayerStatus } from './player-status.service.ts'
import type { SessionService } from './sessions.service.ts'

/** The player an operator names by id, account name or phone number. */
export async function findPlayer(db: Db, who: string | undefined) {
  if (!who) throw new AdminUsageError('Name the player: an id, an account name or a phone number')
  const phone = normalizePhilippineMobile(who)
  const id = /^\d+$/.test(who) && !phone ? Number(who) : undefined
  const [user] = await db
    .select()
    .from(users)
    .where(
      or(
        id !== undefined ? eq(users.id, id) : undefined,
        eq(users.account, who.toLowerCase()),
        phone ? eq(users.mobile, phone) : undefined,
      ),
    )
  if (!user) throw new AdminUsageError(`No player matches ${who}`)
  return user
}

export const showUserCommand: AdminCommand<{ db: Db }> = {
  name: 'users:show',
  flags: {},
  positionals: 1,
  usage: 'users:show <id | account | phone>',
  summary: 'Shows a player: names, phone, status, registration and last login.',
  async run({ services, print }, [who]) {
    const user = await findPlayer(services.db, who)
    print(
      JSON.stringify(
        {
          id: user.id,
          account: user.account,
          mobile: user.mobile,
          nickname: user.nickname,
          status: user.status,
          accountType: user.accountType,
          inviteCode: user.inviteCode,
          invitedBy: user.invitedBy,
          agentId: user.agentId,
          createdAt: user.createdAt,
          lastLoginAt: user.lastLoginAt,
        },
        null,
        2,
      ),
    )
  },
}

export const disableUserCommand: AdminCommand<{ db: Db; sessions: SessionService }> = {
  name: 'users:disable',
  flags: {},
  positionals: 1,
  usage: 'users:disable <id | account | phone>',
  summary: 'Disables a player: every session ends at once and logins are refused.',
  async run({ services, print }, [who]) {
    const user = await findPlayer(services.db, who)
    await inTransaction(services.db, async (tx) => {
      await setPlayerStatus(tx, user.id, 'disabled')
      await services.sessions.revokeAll(tx, user.id, 'disabled')
    })
    print(`Player ${user.id} is disabled and signed out everywhere`)
  },
}

export const enableUserCommand: AdminCommand<{ db: Db }> = {
  name: 'users:enable',
  flags: {},
  positionals: 1,
  usage: 'users:enable <id | account | phone>',
  summary: 'Enables a disabled player again.',
  async run({ services, print }, [who]) {
    const user = await findPlayer(services.db, who)
    await setPlayerStatus(services.db, user.id, 'active')
    print(`Player ${user.id} is enabled`)
  },
}
