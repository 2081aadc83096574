import { runDueDraws } from '../lottery/lottery-draws.service.ts'
import { sendDueBroadcasts } from '../mail/mail-broadcast.service.ts'
import { refreshRankBoard } from '../activities/rank.service.ts'
import { refreshTournamentBoards, settleSlotsTournament } from '../promotions/slots-tournament.service.ts'
import { dropOldBoards } from '../turnover/turnover-boards.service.ts'
import { settlePkPeriods } from '../redblue/redblue-settle.service.ts'
import { expireBonuses } from '../rewards/bonus-expiry.service.ts'
import { rollUpFigures } from '../figures/figures-rollup.service.ts'
import { closeRebateDays } from '../vip/rebate.service.ts'
import { auditVipLevels } from '../vip/vip-audit.service.ts'
import { vipStatus } from '../vip/vip.service.ts'
import type { ScheduledJob } from './job-queue.service.ts'
import { ageOut } from './retention.service.ts'

/** Every scheduled job of the product, with when it runs (Manila time); each handler lives in its area. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // Every minute: unpaid deposits past their time are expired and their limits released (decision 014).
  {
    name: 'deposit-expiry',
    cron: '* * * * *',
    run: async ({ deposits }) => ({ expired: await deposits.expireDue() }),
  },
  // Every ten minutes: a bonus ends within ten minutes of the time the bonus page shows.
  { name: 'bonus-expiry', cron: '*/10 * * * *', run: ({ db }, now) => expireBonuses(db, now) },
  // Just past midnight: the day that left the 7-day claim window is credited (decision 027).
  { name: 'rebate-close', cron: '5 0 * * *', run: ({ db }, now) => closeRebateDays(db, now) },
  // The 1st of each month, after the rebate close: the month that ended is audited (decision 026).
  { name: 'vip-audit', cron: '15 0 1 * *', run: ({ db }, now) => auditVipLevels(db, now) },
  // Mondays after the rebate close: the slots tournament's week that ended pays its prizes (decision 050).
  { name: 'slotshack-settle', cron: '20 0 * * 1', run: ({ db }, now) => settleSlotsTournament(db, now) },
  // Daily after the rebate close: red-versus-blue periods that ended are settled and paid (decision 054).
  { name: 'redblue-settle', cron: '25 0 * * *', run: ({ db }, now) => settlePkPeriods(db, now) },
  // Every five minutes: a lottery draw whose time (21:00 Manila by default) has come is drawn and the
  // next one opened (decision 053); a missed run is made up by the next.
  // Every minute: the console's scheduled broadcasts that are due are sent, once per player
  // whatever the retries (decision 095).
  {
    name: 'mail-broadcasts',
    cron: '* * * * *',
    run: ({ db }) =>
      sendDueBroadcasts(db, async (executor, userId) => (await vipStatus(executor, userId)).vip),
  },
  { name: 'lottery-draw', cron: '*/5 * * * *', run: ({ db }, now) => runDueDraws(db, now) },
  // Every minute: the leaderboards (rank's week, the slots tournament's week and last week) are written
  // whole for every player; the calls read them (decision 111).
  {
    name: 'leaderboards',
    cron: '* * * * *',
    run: async ({ db }, now) => {
      const rank = await refreshRankBoard(db, now)
      const tournament = await refreshTournamentBoards(db, now)
      await dropOldBoards(db, now)
      return { rank, tournament }
    },
  },
  // Hourly: images uploaded and never sent with feedback or an identity check for a day are removed
  // (decisions 036, 056).
  { name: 'uploads-sweep', cron: '40 * * * *', run: ({ uploads }, now) => uploads.sweepUnsent(now) },
  // Daily at 03:30: client events past 180 days and read mails 90 days past their expiry are deleted,
  // in batches; money history never (decision 079).
  // Hourly at :50: yesterday's figures are (re)computed and closed days never written are filled
  // (decision 084); the console computes only today live.
  { name: 'figures-rollup', cron: '50 * * * *', run: ({ db }, now) => rollUpFigures(db, now) },
  { name: 'retention', cron: '30 3 * * *', run: ({ db }, now) => ageOut(db, now) },
]
