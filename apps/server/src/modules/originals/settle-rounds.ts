import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Tx } from '../../db/client.ts'
import { originalsRounds } from '../../db/schema/originals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import type { ProviderWallet, WalletAnswer } from '../provider-wallet/provider-wallet.types.ts'
import type { Owner, RoundRow } from './originals-rows.ts'

/**
 * Settlement of real rounds through the provider wallet (a bet, later a win), and recovery: finishing
 * the rounds a crash or a lost request left between the two. Each step runs under the round's row
 * lock, in one transaction with the wallet's call (in a savepoint of it), so two requests never both
 * decide a round: the one that gets the lock decides, the other finds it decided. Transaction ids are
 * made from the round id, so finishing a round again repeats the same calls, which the wallet answers
 * idempotently.
 */

export const ORIGINALS_PROVIDER_ID = 'originals'
const RECOVERY_BATCH = 200

/** The database and the seamless wallet that real rounds settle through. */
export interface WalletContext {
  db: Db
  providerWallet: ProviderWallet
}

const betTransactionId = (roundId: number) => `${roundId}-bet`
const winTransactionId = (roundId: number) => `${roundId}-win`

/** What the wallet's refusal of a round's bet means to the player. */
function refusal(answer: Pick<WalletAnswer, 'status' | 'reason'>): AppError {
  if (answer.status === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE')
  if (answer.status === 'PLAYER_BLOCKED' || answer.status === 'TRANSACTION_ROLLED_BACK')
    return new AppError('ORIGINALS_PLAY_REFUSED', answer.reason)
  return new AppError(
    'INTERNAL',
    `The wallet answered ${answer.status}${answer.reason ? `: ${answer.reason}` : ''}.`,
  )
}

const refusalSchema = z.object({ status: z.string(), reason: z.string().optional() })

/** A void round's refusal, as the request that voided it answered. */
export function refusalOf(round: RoundRow): AppError {
  const stored = refusalSchema.safeParse(round.refusal)
  return refusal(
    stored.success
      ? {
          status: stored.data.status as WalletAnswer['status'],
          ...(stored.data.reason ? { reason: stored.data.reason } : {}),
        }
      : { status: 'INSUFFICIENT_FUNDS' },
  )
}

/**
 * The round, locked for this transaction: whoever settles a round holds it, so one request decides
 * it. Recovery does not wait for a round another request is settling (null): that request finishes it.
 */
async function lockRound(tx: Tx, roundId: number, wait: boolean): Promise<RoundRow | null> {
  const [row] = await tx
    .select()
    .from(originalsRounds)
    .where(eq(originalsRounds.id, roundId))
    .for('update', wait ? {} : { skipLocked: true })
  if (!row && wait) throw new Error(`Round ${roundId} vanished.`)
  return row ?? null
}

/**
 * Takes the bet of a pending round (again, after a crash: the wallet replays it), in one transaction
 * with the round's row lock and the round's new state: a refused bet voids the round for good, and a
 * round another request has already taken further is left as it is. Mines opens, the others go on
 * to be paid.
 */
async function placeBet(
  { db, providerWallet }: WalletContext,
  roundId: number,
  wait: boolean,
): Promise<RoundRow | null> {
  return inTransaction(db, async (tx) => {
    const round = await lockRound(tx, roundId, wait)
    if (round?.state !== 'pending') return round
    if (round.userId === null) throw new Error('Demo rounds never reach the wallet.')
    const answer = await providerWallet.bet(
      {
        providerId: ORIGINALS_PROVIDER_ID,
        userId: round.userId,
        transactionId: betTransactionId(round.id),
        roundId: String(round.id),
        gameId: round.gameId,
        amount: round.stake,
      },
      tx,
    )
    const [updated] = await tx
      .update(originalsRounds)
      .set(
        answer.status === 'OK'
          ? {
              state: round.game === 'mines' ? 'open' : 'settling',
              balanceBefore: answer.balance + round.stake,
            }
          : {
              state: 'void',
              settledAt: new Date(),
              refusal: { status: answer.status, ...(answer.reason ? { reason: answer.reason } : {}) },
            },
      )
      .where(eq(originalsRounds.id, round.id))
      .returning()
    if (!updated) throw new Error(`Round ${round.id} vanished.`)
    return updated
  })
}

/** Pays the decided win of a settling round (again, after a crash: the wallet replays it), under its row lock. */
export async function payWin(context: WalletContext, roundId: number): Promise<RoundRow> {
  const round = await payWinOf(context, roundId, true)
  if (!round) throw new Error(`Round ${roundId} vanished.`)
  return round
}

async function payWinOf(
  { db, providerWallet }: WalletContext,
  roundId: number,
  wait: boolean,
): Promise<RoundRow | null> {
  return inTransaction(db, async (tx) => {
    const round = await lockRound(tx, roundId, wait)
    if (round?.state !== 'settling') return round
    if (round.userId === null || round.win === null)
      throw new Error('Only real rounds with a decided win are paid.')
    const answer = await providerWallet.win(
      {
        providerId: ORIGINALS_PROVIDER_ID,
        userId: round.userId,
        transactionId: winTransactionId(round.id),
        roundId: String(round.id),
        gameId: round.gameId,
        amount: round.win,
        referenceTransactionId: betTransactionId(round.id),
        roundClosed: true,
      },
      tx,
    )
    if (answer.status !== 'OK') throw refusal(answer)
    const [updated] = await tx
      .update(originalsRounds)
      .set({ state: 'settled', balanceAfter: answer.balance, settledAt: new Date() })
      .where(eq(originalsRounds.id, round.id))
      .returning()
    if (!updated) throw new Error(`Round ${round.id} vanished.`)
    return updated
  })
}

/**
 * Takes a real round as far as it can go without the player: pending → bet; settling → win. A round
 * whose bet was refused (here or by another request) answers that refusal.
 */
export async function finish(context: WalletContext, round: RoundRow): Promise<RoundRow> {
  const finished = await advance(context, round, true)
  if (!finished) throw new Error(`Round ${round.id} vanished.`)
  if (finished.state === 'void') throw refusalOf(finished)
  return finished
}

/** finish's steps; without `wait`, a step whose round another request holds leaves it to that request (null). */
async function advance(context: WalletContext, round: RoundRow, wait: boolean): Promise<RoundRow | null> {
  let current: RoundRow | null = round
  if (current.state === 'pending') current = await placeBet(context, current.id, wait)
  if (current?.state === 'settling') current = await payWinOf(context, current.id, wait)
  return current
}

/** Finishes every interrupted round of a player, oldest first. A refused bet just voids its round. */
async function recoverPlayer(context: WalletContext, userId: number): Promise<void> {
  const unfinished = await context.db
    .select()
    .from(originalsRounds)
    .where(and(eq(originalsRounds.userId, userId), inArray(originalsRounds.state, ['pending', 'settling'])))
    .orderBy(originalsRounds.id)
  for (const round of unfinished) await finishQuietly(context, round)
}

/** Recovery's finish: rounds other requests are settling are theirs; a refused bet just voids its round. */
async function finishQuietly(context: WalletContext, round: RoundRow): Promise<void> {
  try {
    await advance(context, round, false)
  } catch (error) {
    if (!(error instanceof AppError) || error.errorName === 'INTERNAL') throw error
  }
}

export async function recover(context: WalletContext, owner: Owner): Promise<void> {
  if (owner.kind === 'player') await recoverPlayer(context, owner.userId)
}

/**
 * Finishes every round a crash left between the bet and the win (Mines rounds go back to open, for
 * the player to resume), at start-up and then every half minute by one instance of the cluster (its
 * runner lease), for rounds an instance that died left behind. With `before`, only rounds created
 * before then: younger ones are most likely still being settled by the request that drew them.
 * Answers how many it finished.
 */
export async function recoverInterrupted(context: WalletContext, before?: Date): Promise<number> {
  let finished = 0
  let after = 0
  for (;;) {
    const batch = await context.db
      .select()
      .from(originalsRounds)
      .where(
        and(
          inArray(originalsRounds.state, ['pending', 'settling']),
          isNull(originalsRounds.demoSessionId),
          gt(originalsRounds.id, after),
          before === undefined ? undefined : lt(originalsRounds.createdAt, before),
        ),
      )
      .orderBy(originalsRounds.id)
      .limit(RECOVERY_BATCH)
    for (const round of batch) await finishQuietly(context, round)
    finished += batch.length
    after = batch.at(-1)?.id ?? after
    if (batch.length < RECOVERY_BATCH) return finished
  }
}
