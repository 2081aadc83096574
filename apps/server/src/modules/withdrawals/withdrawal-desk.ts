import type { DeskWithdrawal, HeldAccount, RiskNote } from '@panalo/contract/ops/calls/withdrawals'
import type { WithdrawalState } from '@panalo/contract/calls/withdrawals'
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import {
  cliWithdrawalApprovals,
  receivingAccounts,
  withdrawalApprovals,
  withdrawals,
} from '../../db/schema/withdrawals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { OpsError } from '../../platform/ops-error.ts'
import type { StaffPrincipal } from '../../platform/ops-handler.ts'
import { playerDirectory, playerLabel } from '../../db/views/player-directory.ts'
import { staffDirectory } from '../../db/views/staff-directory.ts'
import { appendAudit, type AuditActor } from '../audit/audit.service.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'
import { maskAccountNumber, type WithdrawalRow } from './withdrawals.queries.ts'
import type { WithdrawalsService } from './withdrawals.service.ts'

const FOUR_EYES_SETTING = 'withdrawals.fourEyes'
/** Above ₱5,000 two people approve, until an admin says otherwise. */
export const DEFAULT_FOUR_EYES_ABOVE = 5_000_00

export async function readFourEyesAbove(db: Executor): Promise<number> {
  return z
    .object({ above: z.number().int().min(0) })
    .catch({ above: DEFAULT_FOUR_EYES_ABOVE })
    .parse(await readSetting(db, FOUR_EYES_SETTING)).above
}

/** What the desk flags, and from what (decision 066). */
const NEW_ACCOUNT_DAYS = 7
const RECENT_DEPOSIT_DAYS = 3
const BONUS_SHARE_PERCENT = 50

const riskRow = z.object({
  id: z.coerce.number(),
  account_age_days: z.coerce.number(),
  wagering_remaining: z.coerce.number(),
  recent_deposits: z.coerce.number(),
  shared_device_users: z.coerce.number(),
  shared_account_users: z.coerce.number(),
  coin: z.coerce.number(),
  bonus: z.coerce.number(),
})

async function riskNotes(db: Executor, ids: number[]): Promise<Map<number, DeskWithdrawal['risk']>> {
  const notes = new Map<number, DeskWithdrawal['risk']>()
  if (ids.length === 0) return notes
  const result = await db.execute(sql`
    select w.id,
      extract(epoch from now() - ${playerDirectory.createdAt}) / 86400 as account_age_days,
      wagering_left(w.user_id) as wagering_remaining,
      (select count(*) from deposits d where d.user_id = w.user_id and d.state = 'paid'
         and d.paid_at > now() - make_interval(days => ${RECENT_DEPOSIT_DAYS})) as recent_deposits,
      (select count(distinct other.user_id) from player_devices mine
         join player_devices other on other.device_id = mine.device_id and other.user_id <> mine.user_id
         where mine.user_id = w.user_id) as shared_device_users,
      (select count(distinct ra.user_id) from receiving_accounts ra
         where ra.account_number = w.account_number and ra.user_id <> w.user_id) as shared_account_users,
      coalesce((select b.balance from ledger_accounts a join ledger_player_balances b on b.account_id = a.id
         where a.holder = 'player' and a.owner_user_id = w.user_id and a.kind = 'coin'), 0) as coin,
      coalesce((select b.balance from ledger_accounts a join ledger_player_balances b on b.account_id = a.id
         where a.holder = 'player' and a.owner_user_id = w.user_id and a.kind = 'bonus'), 0) as bonus
    from withdrawals w join ${playerDirectory} on ${playerDirectory.id} = w.user_id
    where w.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  for (const row of z.object({ rows: z.array(riskRow) }).parse(result).rows) {
    const list: { note: RiskNote; detail: string }[] = []
    if (row.account_age_days < NEW_ACCOUNT_DAYS)
      list.push({ note: 'newAccount', detail: `account ${Math.floor(row.account_age_days)} day(s) old` })
    if (row.wagering_remaining > 0)
      list.push({
        note: 'unwagered',
        detail: `₱${(row.wagering_remaining / 100).toFixed(2)} still to wager; ${row.recent_deposits} deposit(s) in ${RECENT_DEPOSIT_DAYS} days`,
      })
    if (row.shared_device_users > 0)
      list.push({
        note: 'sharedDevice',
        detail: `a device shared with ${row.shared_device_users} other player(s)`,
      })
    if (row.shared_account_users > 0)
      list.push({
        note: 'sharedAccount',
        detail: `the receiving account is also ${row.shared_account_users} other player(s)’`,
      })
    const total = row.coin + row.bonus
    if (total > 0 && (row.bonus * 100) / total >= BONUS_SHARE_PERCENT)
      list.push({
        note: 'bonusShare',
        detail: `${Math.round((row.bonus * 100) / total)}% of the balance is bonus`,
      })
    notes.set(row.id, list)
  }
  return notes
}

async function approvalsOf(db: Executor, ids: number[]) {
  const byWithdrawal = new Map<number, { staff: string; at: string }[]>()
  if (ids.length === 0) return byWithdrawal
  const rows = await db
    .select({
      withdrawalId: withdrawalApprovals.withdrawalId,
      staff: staffDirectory.account,
      at: withdrawalApprovals.at,
    })
    .from(withdrawalApprovals)
    .innerJoin(staffDirectory, eq(staffDirectory.id, withdrawalApprovals.staffId))
    .where(inArray(withdrawalApprovals.withdrawalId, ids))
    .orderBy(asc(withdrawalApprovals.at))
  for (const row of rows)
    byWithdrawal.set(row.withdrawalId, [
      ...(byWithdrawal.get(row.withdrawalId) ?? []),
      { staff: row.staff, at: row.at.toISOString() },
    ])
  return byWithdrawal
}

function present(
  row: WithdrawalRow,
  playerAccount: string | null,
  extra: { risk: DeskWithdrawal['risk']; approvals: DeskWithdrawal['approvals']; fourEyesAbove: number },
): DeskWithdrawal {
  return {
    id: row.id,
    state: row.state as WithdrawalState,
    userId: row.userId,
    playerAccount,
    amount: row.amount,
    fee: row.fee,
    bankName: row.bankName,
    maskedNumber: maskAccountNumber(row.kind, row.accountNumber),
    holderName: row.holderName,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    risk: extra.risk,
    approvals: extra.approvals,
    needsSecondApproval: row.amount > extra.fourEyesAbove,
  }
}

/** How the desk names a player: the account, or the phone number of one who registered by phone. */

const actorOf = (principal: StaffPrincipal, ip: string): AuditActor => ({
  staff: principal.account,
  role: principal.role,
  ip,
})

/**
 * The withdrawals desk (decision 066): the queue with risk notes, approval with four eyes above an
 * amount, rejection, and receiving accounts' holds. Paying and returning are the withdrawals service's,
 * the same the CLI runs; every decision is on the audit chain.
 */
export function createWithdrawalDesk(db: Db, service: WithdrawalsService) {
  async function queue(state: WithdrawalState | 'all', pageNum: number, pageSize: number) {
    const where = state === 'all' ? undefined : eq(withdrawals.state, state)
    const [rows, [totalRow], fourEyesAbove] = await Promise.all([
      db
        .select({ withdrawal: withdrawals, account: playerLabel })
        .from(withdrawals)
        .innerJoin(playerDirectory, eq(playerDirectory.id, withdrawals.userId))
        .where(where)
        .orderBy(state === 'pending' ? asc(withdrawals.createdAt) : desc(withdrawals.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(withdrawals).where(where),
      readFourEyesAbove(db),
    ])
    const ids = rows.map((row) => row.withdrawal.id)
    const [risk, approvals] = await Promise.all([riskNotes(db, ids), approvalsOf(db, ids)])
    return {
      list: rows.map((row) =>
        present(row.withdrawal, row.account, {
          risk: risk.get(row.withdrawal.id) ?? [],
          approvals: approvals.get(row.withdrawal.id) ?? [],
          fourEyesAbove,
        }),
      ),
      total: totalRow?.total ?? 0,
      fourEyesAbove,
    }
  }

  return {
    queue,

    /**
     * An approval. At or under the four-eyes amount it pays at once; above it, the first approval is
     * recorded and the second — by someone else, never the same person twice — pays.
     */
    async approve(principal: StaffPrincipal, ip: string, id: number) {
      const fourEyesAbove = await readFourEyesAbove(db)
      const decision = await inTransaction(db, async (tx) => {
        const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update')
        if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${id}`)
        if (row.state !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING')
        const before = { state: row.state, amount: row.amount }
        if (row.amount <= fourEyesAbove) {
          await appendAudit(tx, actorOf(principal, ip), {
            action: 'withdrawal.approve',
            target: `withdrawal:${id}`,
            before,
            after: { approval: 'single' },
          })
          return { pay: true, needsSecond: false }
        }
        const earlier = await tx
          .select({ staffId: withdrawalApprovals.staffId })
          .from(withdrawalApprovals)
          .where(eq(withdrawalApprovals.withdrawalId, id))
        if (earlier.some((approval) => approval.staffId === principal.staffId))
          throw new OpsError('FOUR_EYES_SAME_STAFF')
        await tx.insert(withdrawalApprovals).values({ withdrawalId: id, staffId: principal.staffId })
        // An operator's approval at the command line is the other pair of eyes too (decision 081).
        const [byOperators] = await tx
          .select({ n: count() })
          .from(cliWithdrawalApprovals)
          .where(eq(cliWithdrawalApprovals.withdrawalId, id))
        const pay = earlier.length + (byOperators?.n ?? 0) >= 1
        await appendAudit(tx, actorOf(principal, ip), {
          action: 'withdrawal.approve',
          target: `withdrawal:${id}`,
          before,
          after: { approval: pay ? 'second' : 'first', fourEyesAbove },
        })
        return { pay, needsSecond: true }
      })
      // The payout runs outside the approval's transaction, as the CLI's approve does.
      const paid = decision.pay ? await service.approve(id, principal.account) : null
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
      const approvals = (await approvalsOf(db, [id])).get(id) ?? []
      return {
        withdrawal: {
          id,
          state: (paid?.state ?? row?.state ?? 'pending') as WithdrawalState,
          approvals,
          needsSecondApproval: decision.needsSecond,
        },
        paid: paid !== null,
      }
    },

    async reject(principal: StaffPrincipal, ip: string, id: number, reason: string) {
      const answer = await service.reject(id, principal.account, reason)
      await appendAudit(db, actorOf(principal, ip), {
        action: 'withdrawal.reject',
        target: `withdrawal:${id}`,
        before: { state: 'pending' },
        after: { state: answer.state, reason },
      })
      return { id: answer.id, state: answer.state }
    },

    async heldAccounts(): Promise<HeldAccount[]> {
      const rows = await db
        .select({ account: receivingAccounts, playerAccount: playerLabel })
        .from(receivingAccounts)
        .innerJoin(playerDirectory, eq(playerDirectory.id, receivingAccounts.userId))
        .where(gt(receivingAccounts.usableAt, sql`now()`))
        .orderBy(asc(receivingAccounts.usableAt))
        .limit(500)
      return rows.map(({ account, playerAccount }) => ({
        userId: account.userId,
        playerAccount,
        bankId: account.bankId,
        bankName: account.bankName,
        maskedNumber: maskAccountNumber(account.kind, account.accountNumber),
        holderName: account.holderName,
        usableAt: account.usableAt.toISOString(),
      }))
    },

    async releaseAccount(
      principal: StaffPrincipal,
      ip: string,
      userId: number,
      bankId: number,
      reason: string,
    ) {
      const [held] = await db
        .select({ usableAt: receivingAccounts.usableAt })
        .from(receivingAccounts)
        .where(and(eq(receivingAccounts.userId, userId), eq(receivingAccounts.bankId, bankId)))
      if (!held) throw new AppError('NOT_FOUND', 'No such receiving account')
      const released = await service.releaseAccount(userId, bankId)
      await appendAudit(db, actorOf(principal, ip), {
        action: 'receivingAccount.release',
        target: `user:${userId}:bank:${bankId}`,
        before: { usableAt: held.usableAt.toISOString() },
        after: { reason },
      })
      return { released: released !== undefined }
    },

    async fourEyes(principal: StaffPrincipal, ip: string, above: number | undefined) {
      const current = await readFourEyesAbove(db)
      if (above === undefined || above === current) return { above: current }
      await inTransaction(db, async (tx) => {
        await writeSetting(tx, FOUR_EYES_SETTING, { above })
        await appendAudit(tx, actorOf(principal, ip), {
          action: 'settings.fourEyes',
          target: 'settings:withdrawals.fourEyes',
          before: { above: current },
          after: { above },
        })
      })
      return { above }
    },
  }
}

export type WithdrawalDesk = ReturnType<typeof createWithdrawalDesk>
