import { normalizePhilippineMobile } from '@panalo/contract/phone'
import { eq, or } from 'drizzle-orm'

import { AdminUsageError, type AdminCommand, type AdminContext } from '../../admin/admin-command.ts'
import { users } from '../../db/schema/accounts.ts'
import { inTransaction } from '../../db/transaction.ts'

export async function findPlayer({ services }: AdminContext, who: string | undefined) {
  if (!who) throw new AdminUsageError('Name the player: an id, an account name or a phone number')
  const phone = normalizePhilippineMobile(who)
  const id = /^\d+$/.test(who) && !phone ? Number(who) : undefined
  const [user] = await services.database.db
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

export const accountsCommands: AdminCommand[] = [
  {
    name: 'users:show',
    usage: 'users:show <id | account | phone>',
    summary: 'Shows a player: names, phone, status, registration and last login.',
    async run(context, [who]) {
      const user = await findPlayer(context, who)
      context.print(
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
  },
  {
    name: 'users:disable',
    usage: 'users:disable <id | account | phone>',
    summary: 'Disables a player: every session ends at once and logins are refused.',
    async run(context, [who]) {
      const user = await findPlayer(context, who)
      await inTransaction(context.services.database.db, async (tx) => {
        await tx.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id))
        await context.services.sessions.revokeAll(tx, user.id, 'disabled')
      })
      context.print(`Player ${user.id} is disabled and signed out everywhere`)
    },
  },
  {
    name: 'users:enable',
    usage: 'users:enable <id | account | phone>',
    summary: 'Enables a disabled player again.',
    async run(context, [who]) {
      const user = await findPlayer(context, who)
      await context.services.database.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id))
      context.print(`Player ${user.id} is enabled`)
    },
  },
]
