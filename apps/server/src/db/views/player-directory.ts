import { eq, inArray, or, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'

import type { Executor } from '../client.ts'
import { users } from '../schema/accounts.ts'

/**
 * The accounts area's published read surface: the players' facts other areas may read inside their own
 * queries (decision 121). It lives under db/views, below every module, because the accounts module itself
 * sits high in the graph (sign-up pays gifts and sends mail): who a player is
 * (id, account name, mobile, nickname, avatar), how they came (invite codes, registration time),
 * whether they set a password, and the two facts the players desk shows and staff act on: the
 * account's status (active or frozen) and the declared date of birth (the age KYC checks). Other areas join this instead of the `users` table, so the accounts
 * area alone decides what a player row holds; password hashes, sessions and the rest stay its own.
 *
 * It is a plain subquery over `users`, which PostgreSQL pulls up into the caller's plan: a desk list
 * or an audience scan that joins it uses the same indexes as one that joined the table.
 */
export const playerDirectory = new QueryBuilder({ casing: 'snake_case' })
  .select({
    id: users.id,
    account: users.account,
    mobile: users.mobile,
    nickname: users.nickname,
    avatar: users.avatar,
    inviteCode: users.inviteCode,
    invitedBy: users.invitedBy,
    createdAt: users.createdAt,
    status: users.status,
    dateOfBirth: users.dateOfBirth,
    hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
  })
  .from(users)
  .as('player_directory')

/** How staff desks name a player: the account name, else the mobile. */
export const playerLabel = sql<string | null>`coalesce(${playerDirectory.account}, ${playerDirectory.mobile})`

/** The desks' names of these players (account name, else mobile), by id; unknown ids are left out. */
export async function playerLabels(
  executor: Executor,
  userIds: number[],
): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map()
  const rows = await executor
    .select({ id: playerDirectory.id, name: playerLabel })
    .from(playerDirectory)
    .where(inArray(playerDirectory.id, [...new Set(userIds)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The player an operator names on the command line, by id or account name; undefined when none. */
export async function findPlayerId(executor: Executor, who: string): Promise<number | undefined> {
  const id = /^\d+$/.test(who) ? Number(who) : undefined
  const [found] = await executor
    .select({ id: playerDirectory.id })
    .from(playerDirectory)
    .where(
      or(
        id !== undefined ? eq(playerDirectory.id, id) : undefined,
        eq(playerDirectory.account, who.toLowerCase()),
      ),
    )
  return found?.id
}
