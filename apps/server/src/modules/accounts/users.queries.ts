import { SOCIAL_LOGIN } from '@panalo/contract/enums'
import { eq, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { socialAccounts, userOther, users } from '../../db/schema/accounts.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

export async function findUserByMobile(db: Executor, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile))
  return row
}

export async function findUserByAccount(db: Executor, account: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.account, account.toLowerCase()))
  return row
}

export async function findUserByInviteCode(db: Executor, inviteCode: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.inviteCode, inviteCode.toUpperCase()))
  return row
}

export interface LinkedSocial {
  provider: number
  displayName: string
  email: string | null
  subject: string
}

export async function linkedSocialAccounts(db: Executor, userId: number): Promise<LinkedSocial[]> {
  return db
    .select({
      provider: socialAccounts.provider,
      displayName: socialAccounts.displayName,
      email: socialAccounts.email,
      subject: socialAccounts.subject,
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
}

export async function hasUserOther(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userOther.userId })
    .from(userOther)
    .where(eq(userOther.userId, userId))
  return row !== undefined
}

/** Records a login: the login before becomes the "previous login" the player is shown. */
export async function recordLogin(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: sql`now()` })
    .where(eq(users.id, userId))
}

export const SOCIAL_NAMES = {
  [SOCIAL_LOGIN.facebook]: 'facebook',
  [SOCIAL_LOGIN.line]: 'line',
  [SOCIAL_LOGIN.google]: 'google',
} as const
