import { AWARD_ITEM, type AwardItem, type AwardSource } from '@panalo/contract/award-items'
import { eq, sql } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import { awardGrants, bonusGrants } from '../../db/schema/rewards.ts'
import { AppError } from '../../platform/app-error.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { JsonValue, PostingRequest } from '../ledger/ledger.service.ts'
import { lockWalletPlayer } from '../wallet/wallet-players.service.ts'
import { awardAccounts, awardPostings } from './award-accounts.ts'
import { checkRequest, checkSpend } from './award-grant-checks.ts'
import { awardGrantKey } from './award-records.service.ts'
import { openBonus } from './bonus-grants.ts'
import { readWageringSettings, SELF_FUNDED_SOURCES, type BonusTypeRule } from './wagering-settings.ts'

// Other areas show a source's wagering rule before a claim, and their operator commands read items
// the way rewards:grant does.
export { readWageringSettings }
// A purchase that spends award items for something that is not an award (lottery tickets) posts these.
export { awardPostings } from './award-accounts.ts'
export type { BonusTypeRule } from './wagering-settings.ts'

export interface GrantRequest {
  source: AwardSource
  /** What makes this grant unique for its source and player: a period (`2026-11-26`) or an id. */
  key: string
  userId: number
  items: readonly AwardItem[]
  /** Why, shown in the record; required for an operator's grant. */
  reason?: string | undefined
  /** Who, when a person grants it (`cli:<user>`); required for an operator's grant. */
  by?: string | undefined
  /**
   * What the player pays for the items, in the same journal: each item from the player's account
   * back to its house account (a points exchange spends points). The player's balance must cover it.
   */
  spend?: readonly AwardItem[] | undefined
  /**
   * An operator's grant only: the wagering multiple chosen for its coins (0 allowed), instead of the
   * source's rule (the players desk, decision 081; a console broadcast's mail, decision 095).
   */
  multiple?: number | undefined
  /**
   * Where the coins come from when not promotions (decision 110): house legs summing to minus the
   * coins — a jackpot tier's pool (and promotions for the seed that tops it up), the adjustments
   * account of a cash credit. Only the self-funded sources (`jackpot`, `credit`) pay this way; their
   * coins are never held, and are a bonus (a wagering requirement) only when their rule asks a
   * multiple above 0.
   */
  coinsFrom?: readonly PostingRequest[] | undefined
  /** Other legs of the same event, balanced by themselves (the draw chance a jackpot draw spends). */
  alsoPost?: readonly PostingRequest[] | undefined
  /**
   * The journal's kind, ledger key and metadata when the source keeps its own (`jackpot_win` keyed
   * `jackpot:draw:<id>`, `adjustment` keyed `adjustment:<key>`): the coin detail's types and old
   * keys stay as they were. Self-funded sources only.
   */
  journal?: { kind: string; idempotencyKey: string; metadata?: { [key: string]: JsonValue } } | undefined
}

export interface AwardGrant {
  grantId: number
  /** The whole key: `award:<source>:<player>:<key>`. */
  key: string
  source: AwardSource
  userId: number
  /** Sorted by item id. */
  items: AwardItem[]
  /** Null when nothing moved yet: the grant was only coins, held until the first deposit. */
  journalId: number | null
  /** Coins (hundredths) of this grant waiting for the player's first deposit. */
  heldCoins: number
  /** True when the key was granted before: this is that grant, and nothing moved now. */
  replayed: boolean
  createdAt: Date
}

/**
 * Gives a player award items, once per key (docs/decisions/024-rewards-core.md): one ledger journal
 * for all of them, the award_grants row /reward/record lists, and for coins a bonus with the wagering
 * requirement of its source. A free bonus granted before the player's first deposit is held: its
 * coins move when that deposit is credited (creditHeldBonuses). A replay of the key answers the first
 * grant and moves nothing; the same key with other items is a CONFLICT. A `spend` is taken from the
 * player in the same journal (a points exchange, decision 028); a balance that does not cover it
 * throws InsufficientBalanceError. Runs in the caller's transaction, so a claim's own rows and its
 * grant commit together.
 */
export async function grantAwards(tx: Tx, request: GrantRequest): Promise<AwardGrant> {
  const items = checkRequest(request)
  const spend = checkSpend(request.spend ?? [], items)
  const key = awardGrantKey(request.source, request.userId, request.key)

  // The key's row decides the race: a concurrent grant of the same key waits here for the first to
  // commit, then finds its row and answers it.
  const [inserted] = await tx
    .insert(awardGrants)
    .values({
      key,
      userId: request.userId,
      source: request.source,
      items,
      reason: request.reason ?? null,
      grantedBy: request.by ?? null,
    })
    .onConflictDoNothing({ target: awardGrants.key })
    .returning({ id: awardGrants.id, createdAt: awardGrants.createdAt })
  if (!inserted) return replay(tx, key, request.userId, items)

  const coins = items.find((item) => item.id === AWARD_ITEM.coin)?.count ?? 0
  const sourceRule = (await readWageringSettings(tx))[request.source]
  const rule = request.multiple === undefined ? sourceRule : { ...sourceRule, multiple: request.multiple }
  const selfFunded = SELF_FUNDED_SOURCES.includes(request.source)
  const held =
    coins > 0 &&
    !selfFunded &&
    rule.heldUntilFirstDeposit &&
    (await lockWalletPlayer(tx, request.userId)).totalRecharge === 0
  const moving = held ? items.filter((item) => item.id !== AWARD_ITEM.coin) : items

  let journalId: number | null = null
  if (moving.length > 0 || spend.length > 0) {
    const journal = await ledger.post(tx, {
      idempotencyKey: request.journal?.idempotencyKey ?? key,
      kind: request.journal?.kind ?? 'award',
      postings: [...postingsOf(request, moving, spend), ...(request.alsoPost ?? [])],
      metadata: {
        ...request.journal?.metadata,
        grantId: inserted.id,
        source: request.source,
        ...(spend.length > 0 ? { spend: spend.map((item) => ({ id: item.id, count: item.count })) } : {}),
        ...(request.reason ? { reason: request.reason } : {}),
        ...(request.by ? { by: request.by } : {}),
      },
    })
    journalId = journal.journalId
    await tx.update(awardGrants).set({ journalId }).where(eq(awardGrants.id, inserted.id))
  }
  // A self-funded source's coins at 0× are simply coins (a jackpot win, a cash credit), not a bonus.
  if (coins > 0 && !(selfFunded && rule.multiple === 0))
    await openBonus(tx, {
      grantId: inserted.id,
      userId: request.userId,
      source: request.source,
      amount: coins,
      rule,
      creditJournalId: held ? null : journalId,
    })

  return {
    grantId: inserted.id,
    key,
    source: request.source,
    userId: request.userId,
    items,
    journalId,
    heldCoins: held ? coins : 0,
    replayed: false,
    createdAt: inserted.createdAt,
  }
}

/** The journal's item legs: from the awards' house accounts, or the coins from `coinsFrom`. */
function postingsOf(request: GrantRequest, moving: AwardItem[], spend: AwardItem[]): PostingRequest[] {
  if (!request.coinsFrom) return awardPostings(request.userId, moving, spend)
  const coins = moving.find((item) => item.id === AWARD_ITEM.coin)
  const others = moving.filter((item) => item.id !== AWARD_ITEM.coin)
  return [
    ...(others.length > 0 || spend.length > 0 ? awardPostings(request.userId, others, spend) : []),
    ...(coins
      ? [{ account: awardAccounts(request.userId, AWARD_ITEM.coin).player, amount: coins.count }]
      : []),
    ...request.coinsFrom,
  ]
}

async function replay(tx: Tx, key: string, userId: number, items: AwardItem[]): Promise<AwardGrant> {
  const [first] = await tx
    .select({
      grantId: awardGrants.id,
      userId: awardGrants.userId,
      source: awardGrants.source,
      items: awardGrants.items,
      journalId: awardGrants.journalId,
      createdAt: awardGrants.createdAt,
      // Qualified by hand: in a one-table select Drizzle writes the column as a bare "id", which
      // inside this subquery would be the bonus's own id.
      heldCoins: sql<number>`coalesce((select b.amount from ${bonusGrants} b
        where b.grant_id = ${awardGrants}.id and b.state = 'held'), 0)`.mapWith(Number),
    })
    .from(awardGrants)
    .where(eq(awardGrants.key, key))
  if (!first) throw new Error(`award grant ${key} vanished`)
  if (first.userId !== userId || JSON.stringify(first.items) !== JSON.stringify(items))
    throw new AppError('CONFLICT', `Award ${key} was granted before with other items`)
  return { ...first, key, source: first.source as AwardSource, replayed: true }
}

/**
 * An operator's or staff member's cash credit of a player's coins (wallet:credit, the players desk's
 * "cash"; decision 110): an award of source `credit`, paid from the adjustments account, under its
 * own wagering rule (0× by default, as such credits always were). The journal stays `adjustment`
 * keyed `adjustment:<key>`, so a key credited before the engine recorded credits still replays.
 */
export async function grantCredit(
  tx: Tx,
  credit: {
    userId: number
    key: string
    /** Hundredths of a peso. */
    amount: number
    reason?: string | undefined
    by: string
    metadata?: { [key: string]: JsonValue } | undefined
  },
): Promise<AwardGrant> {
  await ledger.openHouseAccount(tx, { code: HOUSE.adjustments, asset: 'PHP' })
  return grantAwards(tx, {
    source: 'credit',
    key: credit.key,
    userId: credit.userId,
    items: [{ id: AWARD_ITEM.coin, count: credit.amount }],
    reason: credit.reason?.trim() ? credit.reason : undefined,
    by: credit.by,
    coinsFrom: [{ account: { house: HOUSE.adjustments, asset: 'PHP' }, amount: -credit.amount }],
    journal: {
      kind: 'adjustment',
      idempotencyKey: `adjustment:${credit.key}`,
      metadata: { ...credit.metadata, ...(credit.reason === undefined ? {} : { reason: credit.reason }) },
    },
  })
}

/** The wagering rule a coin grant of this source gets (shown to the player before a points exchange). */
export async function wageringRuleOf(executor: Executor, source: AwardSource): Promise<BonusTypeRule> {
  return (await readWageringSettings(executor))[source]
}

/**
 * A player's claim of an award: one grant, and a replay of its key — or the key with other items,
 * when the award changed since or a racing claim took it — is REWARD_ALREADY_CLAIMED, with `message`
 * when the area has its own words.
 */
export async function claimAward(tx: Tx, request: GrantRequest, message?: string): Promise<AwardGrant> {
  try {
    const grant = await grantAwards(tx, request)
    if (grant.replayed) throw new AppError('REWARD_ALREADY_CLAIMED', message)
    return grant
  } catch (error) {
    if (error instanceof AppError && error.errorName === 'CONFLICT')
      throw new AppError('REWARD_ALREADY_CLAIMED', message)
    throw error
  }
}
