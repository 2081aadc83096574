import type { AwardItem } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { ACTIVITY_ID } from '@panalo/contract/enums'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { liveActivities } from '../activities/activities.service.ts'
import { claimAward, wageringRuleOf } from '../rewards/award-engine.service.ts'
import { grantedCondition, grantedKeys } from '../rewards/award-records.service.ts'
import { walletPlayer } from '../wallet/wallet-players.service.ts'
import { receivingAccountNumbers, receivingAccountsSql } from '../withdrawals/withdrawals.service.ts'
import { readPromotion } from './promotion-settings.ts'

/**
 * The bonus centre's one-off and standing promotions (docs/decisions/050-promotions.md): the sign-up
 * bonus, the receiving-account bonus, follow rewards and the growth fund. Nothing of their own is
 * stored: each claim is one grant of the award engine, source `activity`, keyed `sign-up`, `bank`,
 * `follow-<channel>` or `fund-<milestone>`, so it pays once however the claims come, and every state
 * is read from the account, the wallet totals and those grants.
 */

const SOURCE = 'activity'
const SIGN_UP_KEY = 'sign-up'
const BANK_KEY = 'bank'
const followKey = (channel: string) => `follow-${channel}`
const fundKey = (id: number) => `fund-${id}`

const DAY_MS = 86_400_000

const usedRows = z.object({ rows: z.array(z.unknown()) })

export interface PromotionFlags {
  signUpBonusFlag: boolean
  fundAwardFlag: boolean
  freeBonusFlag: boolean
}

/**
 * The sign-up bonus a new player is told of in the welcome mail (decision 068): its award while the
 * sign-up bonus activity is live, else nothing. It is claimed on its page, not from the mail.
 */
export async function signUpOffer(executor: Executor, at: Date): Promise<AwardItem[]> {
  const live = await liveActivities(executor, at)
  if (!live.some((activity) => activity.id === ACTIVITY_ID.signUpBonus)) return []
  return (await readPromotion(executor, 'signUp')).award
}

export function createPromotionsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function wagering(executor: Executor) {
    const rule = await wageringRuleOf(executor, SOURCE)
    return {
      multiple: rule.multiple,
      expiryDays: rule.expiryDays,
      heldUntilFirstDeposit: rule.heldUntilFirstDeposit,
    }
  }

  async function signUpState(executor: Executor, userId: number) {
    const settings = await readPromotion(executor, 'signUp')
    const [user] = await executor
      .select({ mobile: playerDirectory.mobile, createdAt: playerDirectory.createdAt })
      .from(playerDirectory)
      .where(eq(playerDirectory.id, userId))
    const claimBy = new Date((user?.createdAt ?? now()).getTime() + settings.claimDays * DAY_MS)
    const claimed = (await grantedKeys(executor, { source: SOURCE, userId, keys: [SIGN_UP_KEY] })).size > 0
    const state = claimed
      ? ('claimed' as const)
      : now() >= claimBy
        ? ('expired' as const)
        : user?.mobile
          ? ('claimable' as const)
          : ('needsMobile' as const)
    return { settings, claimBy, state }
  }

  /**
   * The bonus is paid once per account number across players, so one GCash number cannot earn it on
   * several accounts: the claim locks each of the player's numbers (an advisory lock per number, in
   * one order) and looks for them among the numbers that earned it (bank_bonus_numbers, kept for ever,
   * so changing numbers after a claim frees none) and another player's bank grant with one of them.
   */
  async function bankState(executor: Executor, userId: number, options: { lock?: boolean } = {}) {
    const settings = await readPromotion(executor, 'bank')
    const claimed = (await grantedKeys(executor, { source: SOURCE, userId, keys: [BANK_KEY] })).size > 0
    if (claimed) return { settings, state: 'claimed' as const }
    const numbers = (await receivingAccountNumbers(executor, userId)).sort()
    if (numbers.length === 0) return { settings, state: 'needsAccount' as const }
    if (options.lock)
      for (const accountNumber of numbers)
        await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${'bank-bonus:' + accountNumber}))`)
    // A number that earned the bonus once never earns it again, whoever holds it now (issue 38).
    const list = sql.join(
      numbers.map((accountNumber) => sql`${accountNumber}`),
      sql`, `,
    )
    const used = usedRows.parse(
      await executor.execute(sql`
      select 1 from bank_bonus_numbers where account_number in (${list})
      union all
      select 1
        from (${receivingAccountsSql({ accountNumbers: numbers })}) other
       where other.user_id <> ${userId}
         and ${grantedCondition({ source: SOURCE, userId: sql`other.user_id`, key: sql`${BANK_KEY}` })}
       limit 1`),
    )
    return { settings, state: used.rows.length > 0 ? ('accountUsed' as const) : ('claimable' as const) }
  }

  async function fundState(executor: Executor, userId: number) {
    const milestones = await readPromotion(executor, 'fund')
    const { totalRecharge } = await walletPlayer(executor, userId)
    const claimed = await grantedKeys(executor, {
      source: SOURCE,
      userId,
      keys: milestones.map((step) => fundKey(step.id)),
    })
    return {
      totalRecharge,
      milestones: milestones.map((step) => ({
        ...step,
        state: claimed.has(fundKey(step.id))
          ? ('claimed' as const)
          : totalRecharge >= step.deposit
            ? ('claimable' as const)
            : ('locked' as const),
      })),
    }
  }

  const grant = (tx: Tx, userId: number, key: string, items: Parameters<typeof claimAward>[1]['items']) =>
    claimAward(tx, { source: SOURCE, key, userId, items })

  return {
    async signUpStatus(userId: number): Promise<CallOutput<'signUpBonusUser'>> {
      const { settings, claimBy, state } = await signUpState(db, userId)
      return {
        award: settings.award,
        state,
        claimBy: claimBy.toISOString(),
        claimDays: settings.claimDays,
        wagering: await wagering(db),
      }
    },

    signUpReceive(userId: number): Promise<CallOutput<'signUpBonusReceive'>> {
      return inTransaction(db, async (tx) => {
        const { settings, state } = await signUpState(tx, userId)
        if (state === 'claimed') throw new AppError('REWARD_ALREADY_CLAIMED')
        if (state === 'expired') throw new AppError('PROMOTION_EXPIRED')
        if (state === 'needsMobile') throw new AppError('MOBILE_NUMBER_REQUIRED')
        const { items, heldCoins } = await grant(tx, userId, SIGN_UP_KEY, settings.award)
        return { items, heldCoins }
      })
    },

    async bankStatus(userId: number): Promise<CallOutput<'bankBonusUser'>> {
      const { settings, state } = await bankState(db, userId)
      return { award: settings.award, state, wagering: await wagering(db) }
    },

    bankReceive(userId: number): Promise<CallOutput<'bankBonusReceive'>> {
      return inTransaction(db, async (tx) => {
        const { settings, state } = await bankState(tx, userId, { lock: true })
        if (state === 'claimed') throw new AppError('REWARD_ALREADY_CLAIMED')
        if (state === 'needsAccount') throw new AppError('RECEIVING_ACCOUNT_REQUIRED')
        if (state === 'accountUsed') throw new AppError('RECEIVING_ACCOUNT_ALREADY_REWARDED')
        const { items, heldCoins } = await grant(tx, userId, BANK_KEY, settings.award)
        await tx.execute(sql`
          insert into bank_bonus_numbers (account_number, user_id)
          select account_number, user_id from (${receivingAccountsSql({ userId })}) mine
          on conflict (account_number) do nothing`)
        return { items, heldCoins }
      })
    },

    async followStatus(userId: number | null): Promise<CallOutput<'followRewardsUser'>> {
      const channels = await readPromotion(db, 'follow')
      const claimed =
        userId === null
          ? new Set<string>()
          : await grantedKeys(db, {
              source: SOURCE,
              userId,
              keys: channels.map((channel) => followKey(channel.id)),
            })
      return {
        channels: channels.map((channel) => ({ ...channel, claimed: claimed.has(followKey(channel.id)) })),
        wagering: await wagering(db),
      }
    },

    followReceive(userId: number, channelId: string): Promise<CallOutput<'followRewardsReceive'>> {
      return inTransaction(db, async (tx) => {
        const channel = (await readPromotion(tx, 'follow')).find((entry) => entry.id === channelId)
        if (!channel) throw new AppError('NOT_FOUND', 'That channel is not in follow rewards.')
        const { items, heldCoins } = await grant(tx, userId, followKey(channel.id), channel.award)
        return { items, heldCoins }
      })
    },

    async fundStatus(userId: number): Promise<CallOutput<'fundUser'>> {
      return { ...(await fundState(db, userId)), wagering: await wagering(db) }
    },

    fundReceive(userId: number, milestoneId: number): Promise<CallOutput<'receiveAddupAwardById'>> {
      return inTransaction(db, async (tx) => {
        const step = (await fundState(tx, userId)).milestones.find((entry) => entry.id === milestoneId)
        if (!step) throw new AppError('NOT_FOUND', 'That milestone is not in the growth fund.')
        if (step.state === 'claimed') throw new AppError('REWARD_ALREADY_CLAIMED')
        if (step.state === 'locked') throw new AppError('FUND_MILESTONE_NOT_REACHED')
        const { items, heldCoins } = await grant(tx, userId, fundKey(step.id), step.award)
        return { items, heldCoins }
      })
    },

    /** The red dots of SPEC.md §3 this area owns: sign-up bonus, fund and free bonus. */
    async flags(userId: number): Promise<PromotionFlags> {
      const [signUp, fund, bank] = await Promise.all([
        signUpState(db, userId),
        fundState(db, userId),
        bankState(db, userId),
      ])
      return {
        signUpBonusFlag: signUp.state === 'claimable',
        fundAwardFlag: fund.milestones.some((step) => step.state === 'claimable'),
        freeBonusFlag: bank.state === 'claimable',
      }
    },
  }
}

export type PromotionsService = ReturnType<typeof createPromotionsService>
