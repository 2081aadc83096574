import type { PlayerDetail, PlayerRow } from '@panalo/contract/ops/calls/players'
import { desc, eq, ilike, or, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { staffNotes } from '../../db/schema/player-desk.ts'
import { playerDirectory as player } from '../../db/views/player-directory.ts'
import type { SessionService } from '../accounts/sessions.service.ts'
import { openedPlayerBalances } from '../ledger/ledger-balances.service.ts'
import { maskAccountNumber } from '../withdrawals/withdrawals.service.ts'
import { playerRow, rowsOf, selectDeskPlayers, userOf } from './player-rows.ts'

const SEARCH_LIMIT = 50
const RECENT = 20

/** Finding a player, and the player's page read across the areas' tables. */
export function createPlayerLookup({ db, sessions }: { db: Db; sessions: SessionService }) {
  return {
    async search(query: string): Promise<PlayerRow[]> {
      const digits = query.replace(/\D/g, '')
      const like = `%${query.replace(/[%_\\]/g, (match) => `\\${match}`)}%`
      const conditions = [
        ilike(player.account, like),
        ilike(player.nickname, like),
        sql`${player.id} in (select user_id from kyc_submissions where full_name ilike ${like})`,
      ]
      if (/^\d{1,12}$/.test(query)) conditions.push(eq(player.id, Number(query)))
      if (digits.length >= 4) conditions.push(ilike(player.mobile, `%${digits.slice(-10)}%`))
      const found = await selectDeskPlayers(db)
        .where(or(...conditions))
        .orderBy(desc(player.id))
        .limit(SEARCH_LIMIT)
      return found.map(playerRow)
    },

    async detail(userId: number): Promise<PlayerDetail> {
      const user = await userOf(db, userId)
      const [balances, wallet, kyc, live, devices, deposits, withdrawals, notes, payout] = await Promise.all([
        openedPlayerBalances(db, userId),
        // The withdrawal gate's wagering figure (wagering_left, decision 106).
        db.execute(
          sql`select wagering_left(${userId}) as wagering_remaining,
            coalesce((select total_recharge from wallet_players where user_id = ${userId}), 0) as total_recharge`,
        ),
        db.execute(
          sql`select state, full_name from kyc_submissions where user_id = ${userId} order by id desc limit 1`,
        ),
        sessions.countLive(db, userId),
        db.execute(sql`select mine.device_id, mine.first_seen_at,
            coalesce(array_agg(other.user_id) filter (where other.user_id is not null), '{}') as shared_with
          from player_devices mine
          left join player_devices other on other.device_id = mine.device_id and other.user_id <> mine.user_id
          where mine.user_id = ${userId} group by mine.device_id, mine.first_seen_at order by mine.first_seen_at desc limit 50`),
        db.execute(
          sql`select id, amount, state, created_at from deposits where user_id = ${userId} order by created_at desc limit ${RECENT}`,
        ),
        db.execute(
          sql`select id, amount, state, created_at from withdrawals where user_id = ${userId} order by id desc limit ${RECENT}`,
        ),
        db
          .select()
          .from(staffNotes)
          .where(eq(staffNotes.userId, userId))
          .orderBy(desc(staffNotes.id))
          .limit(100),
        db.execute(sql`select mine.kind, mine.bank_name, mine.account_number,
            coalesce(array_agg(distinct other.user_id) filter (where other.user_id is not null), '{}') as shared_with
          from receiving_accounts mine
          left join receiving_accounts other on other.account_number = mine.account_number and other.user_id <> mine.user_id
          where mine.user_id = ${userId} group by mine.kind, mine.bank_name, mine.account_number`),
      ])
      const walletRow = rowsOf(
        z.object({ wagering_remaining: z.coerce.number(), total_recharge: z.coerce.number() }),
        wallet,
      )[0]
      const kycRow = rowsOf(z.object({ state: z.string(), full_name: z.string() }), kyc)[0]
      const when = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString())
      return {
        player: { ...playerRow(user), dateOfBirth: user.dateOfBirth, inviteCode: user.inviteCode },
        balances: Object.fromEntries(balances),
        wageringRemaining: walletRow?.wagering_remaining ?? 0,
        totalRecharge: walletRow?.total_recharge ?? 0,
        kyc: { state: kycRow?.state ?? 'none', fullName: kycRow?.full_name ?? null },
        sessions: live,
        devices: rowsOf(
          z.object({ device_id: z.string(), first_seen_at: when, shared_with: z.array(z.coerce.number()) }),
          devices,
        ).map((device) => ({
          deviceId: device.device_id,
          firstSeenAt: device.first_seen_at,
          sharedWith: device.shared_with,
        })),
        deposits: rowsOf(
          z.object({ id: z.string(), amount: z.coerce.number(), state: z.string(), created_at: when }),
          deposits,
        ).map((deposit) => ({ ...deposit, createdAt: deposit.created_at })),
        withdrawals: rowsOf(
          z.object({ id: z.coerce.number(), amount: z.coerce.number(), state: z.string(), created_at: when }),
          withdrawals,
        ).map((withdrawal) => ({ ...withdrawal, createdAt: withdrawal.created_at })),
        payoutAccounts: rowsOf(
          z.object({
            kind: z.string(),
            bank_name: z.string(),
            account_number: z.string(),
            shared_with: z.array(z.coerce.number()),
          }),
          payout,
        ).map((account) => ({
          bankName: account.bank_name,
          maskedNumber: maskAccountNumber(account.kind, account.account_number),
          sharedWith: account.shared_with,
        })),
        notes: notes.map((note) => ({
          id: note.id,
          staff: note.staff,
          body: note.body,
          at: note.at.toISOString(),
        })),
      }
    },
  }
}
