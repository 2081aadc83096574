import { and, eq, gt, inArray, isNull } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { originalsRounds } from '../../db/schema/originals.ts'
import { AppError } from '../../platform/app-error.ts'
import type { ProviderWallet, WalletAnswer } from '../provider-wallet/provider-wallet.types.ts'
import type { Owner, RoundRow } from './originals-rows.ts'

/**
 * Settlement of real rounds through the seamless wallet (a bet, later a win), and recovery: finishing
 * the rounds a crash or a lost request left between the two. Transaction ids are made from the round
 * id, so finishing a round again repeats the same calls and the wallet answers them idempotently.
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

function refusal(answer: WalletAnswer): AppError {
  if (answer.status === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE')
  if (answer.status === 'PLAYER_BLOCKED' || answer.status === 'TRANSACTION_ROLLED_BACK')
    return new AppError('ORIGINALS_PLAY_REFUSED', answer.reason)
  return new AppError(
    'INTERNAL',
    `The wallet answered ${answer.status}${answer.reason ? `: ${answer.reason}` : ''}.`,
  )
}

/**
 * Takes the bet of a pending round (again, after a crash: the wallet replays it). A refused bet
 * voids the round; Mines opens, the others go on to be paid.
 */
async function placeBet({ db, providerWallet }: WalletContext, round: RoundRow): Promise<RoundRow> {
  if (round.userId === null) throw new Error('Demo rounds never reach the wallet.')
  const answer = await providerWallet.bet({
    providerId: ORIGINALS_PROVIDER_ID,
    userId: round.userId,
    transactionId: betTransactionId(round.id),
    roundId: String(round.id),
    gameId: round.gameId,
    amount: round.stake,
  })
  if (answer.status !== 'OK') {
    await db
      .update(originalsRounds)
      .set({ state: 'void', settledAt: new Date() })
      .where(and(eq(originalsRounds.id, round.id), eq(originalsRounds.state, 'pending')))
    throw refusal(answer)
  }
  const [updated] = await db
    .update(originalsRounds)
    .set({
      state: round.game === 'mines' ? 'open' : 'settling',
      balanceBefore: answer.balance + round.stake,
    })
    .where(and(eq(originalsRounds.id, round.id), eq(originalsRounds.state, 'pending')))
    .returning()
  return updated ?? (await reload(db, round.id))
}

/** Pays the decided win of a settling round (again, after a crash: the wallet replays it). */
export async function payWin({ db, providerWallet }: WalletContext, round: RoundRow): Promise<RoundRow> {
  if (round.userId === null || round.win === null)
    throw new Error('Only real rounds with a decided win are paid.')
  const answer = await providerWallet.win({
    providerId: ORIGINALS_PROVIDER_ID,
    userId: round.userId,
    transactionId: winTransactionId(round.id),
    roundId: String(round.id),
    gameId: round.gameId,
    amount: round.win,
    referenceTransactionId: betTransactionId(round.id),
    roundClosed: true,
  })
  if (answer.status !== 'OK') throw refusal(answer)
  const [updated] = await db
    .update(originalsRounds)
    .set({ state: 'settled', balanceAfter: answer.balance, settledAt: new Date() })
    .where(and(eq(originalsRounds.id, round.id), eq(originalsRounds.state, 'settling')))
    .returning()
  return updated ?? (await reload(db, round.id))
}

async function reload(db: Db, roundId: number): Promise<RoundRow> {
  const [row] = await db.select().from(originalsRounds).where(eq(originalsRounds.id, roundId))
  if (!row) throw new Error(`Round ${roundId} vanished.`)
  return row
}

/** Takes a real round as far as it can go without the player: pending → bet; settling → win. */
export async function finish(context: WalletContext, round: RoundRow): Promise<RoundRow> {
  let current = round
  if (current.state === 'pending') current = await placeBet(context, current)
  if (current.state === 'settling') current = await payWin(context, current)
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

async function finishQuietly(context: WalletContext, round: RoundRow): Promise<void> {
  try {
    await finish(context, round)
  } catch (error) {
    // A bet the wallet now refuses voids the round; that is the round's end, not a failure.
    if (!(error instanceof AppError) || error.errorName === 'INTERNAL') throw error
  }
}

export async function recover(context: WalletContext, owner: Owner): Promise<void> {
  if (owner.kind === 'player') await recoverPlayer(context, owner.userId)
}

/**
 * At start-up: finishes every round a crash left between the bet and the win (Mines rounds go
 * back to open, for the player to resume). Answers how many it finished.
 */
export async function recoverInterrupted(context: WalletContext): Promise<number> {
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
