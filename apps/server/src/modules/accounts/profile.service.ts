import type { ActivityResponse } from '@panalo/contract/activity'
import { AVATAR_COUNT } from '@panalo/contract/account-rules'
import type { AppConfig } from '@panalo/contract/app-config'
import type { AfterLoginInfo } from '@panalo/contract/calls/profile'
import type { UserInfo, UserOther } from '@panalo/contract/user-info'
import { eq, sql } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { userOther, users } from '../../db/schema/accounts.ts'
import { AppError } from '../../platform/app-error.ts'
import { validation } from '../../platform/validation.ts'
import type { PlayerGamesService } from '../games/player-games.service.ts'
import type { AccountsService } from './accounts.service.ts'
import { findUserById } from './users.queries.ts'

const NO_OTHER: UserOther = {
  fullName: '',
  email: '',
  address: '',
  occupation: '',
  sourceOfFunds: '',
  nationality: '',
}

export interface ProfileDeps {
  db: Db
  accounts: AccountsService
  appConfig: () => Promise<AppConfig>
  /** Favourites and recent games, which the games area keeps. */
  playerGames: Pick<PlayerGamesService, 'likes' | 'history'>
  /** The live activities with the player's own figures (the activities area). */
  activities: (userId: number) => Promise<ActivityResponse>
}

/** The player's own profile: nickname, avatar, extra details, and what the app loads after login. */
export function createProfileService({ db, accounts, appConfig, playerGames, activities }: ProfileDeps) {
  return {
    async refresh(userId: number): Promise<UserInfo & { previousLoginAt: string | null }> {
      const [user, info] = await Promise.all([findUserById(db, userId), accounts.userInfo(userId)])
      if (!user) throw new AppError('SIGNED_OUT')
      return { ...info, previousLoginAt: user.previousLoginAt?.toISOString() ?? null }
    },

    async update(
      userId: number,
      input: { nickname?: string | undefined; avatar?: number | undefined },
    ): Promise<UserInfo> {
      const changes: Partial<typeof users.$inferInsert> = {}
      if (input.nickname !== undefined)
        changes.nickname = accounts.checkNickname(input.nickname, await appConfig())
      if (input.avatar !== undefined) {
        if (input.avatar < 1 || input.avatar > AVATAR_COUNT)
          throw validation('avatar', `Choose an avatar from 1 to ${AVATAR_COUNT}`)
        changes.avatar = input.avatar
      }
      if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId))
      return accounts.userInfo(userId)
    },

    async other(userId: number): Promise<UserOther> {
      const [row] = await db.select().from(userOther).where(eq(userOther.userId, userId))
      if (!row) return NO_OTHER
      const { fullName, email, address, occupation, sourceOfFunds, nationality } = row
      return { fullName, email, address, occupation, sourceOfFunds, nationality }
    },

    async saveOther(userId: number, input: UserOther): Promise<UserOther> {
      const values = {
        fullName: input.fullName.trim(),
        email: input.email.trim().toLowerCase(),
        address: input.address.trim(),
        occupation: input.occupation.trim(),
        sourceOfFunds: input.sourceOfFunds.trim(),
        nationality: input.nationality.trim(),
      }
      await db
        .insert(userOther)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userOther.userId, set: { ...values, updatedAt: sql`now()` } })
      return values
    },

    /** What the app loads after login, with the live activities and the player's figures for them. */
    async afterLogin(userId: number): Promise<AfterLoginInfo> {
      const [user, gameLikes, gameHistory, activity] = await Promise.all([
        findUserById(db, userId),
        playerGames.likes(userId),
        playerGames.history(userId),
        activities(userId),
      ])
      if (!user) throw new AppError('SIGNED_OUT')
      return {
        gameLikes,
        gameHistory,
        inviteCode: user.inviteCode,
        aid: user.agentId ?? '',
        firstRechargeDone: activity.totalRecharge > 0,
        ...activity,
      }
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
