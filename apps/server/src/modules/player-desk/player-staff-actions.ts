import { AUTH_MODE } from '@panalo/contract/enums'
import {
  COOL_OFF_DURATIONS,
  type CoolOffDuration,
  type ExclusionDuration,
} from '@panalo/contract/self-limits'
import type { Db } from '../../db/client.ts'
import { staffNotes } from '../../db/schema/player-desk.ts'
import { inTransaction } from '../../db/transaction.ts'
import { OpsError } from '../../platform/ops-error.ts'
import type { StaffPrincipal } from '../../platform/ops-handler.ts'
import type { AccountsService } from '../accounts/accounts.service.ts'
import { setPlayerStatus } from '../accounts/player-status.service.ts'
import type { SessionService } from '../accounts/sessions.service.ts'
import { appendAudit, type AuditActor } from '../audit/audit.service.ts'
import { presentOverview } from '../responsible-gaming/responsible-gaming.service.ts'
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.service.ts'
import { userOf } from './player-rows.ts'

const actor = (principal: StaffPrincipal, ip: string) => ({
  staff: principal.account,
  role: principal.role,
  ip,
})

/**
 * What staff do to a player — breaks, a password reset, notes, freeze, ending sessions — each on the
 * audit chain. Freezing is what users:disable does; sessions end through the accounts' SessionService.
 */
export function createPlayerStaffActions({
  db,
  sessions: sessionService,
  responsibleGaming,
  accounts,
}: {
  db: Db
  sessions: SessionService
  responsibleGaming: ResponsibleGaming
  accounts: AccountsService
}) {
  return {
    /**
     * A cool-off or self-exclusion staff put on a player (a request by phone or e-mail, or risk's own
     * judgement), exactly the player's own (responsible gaming's coolOff and selfExclude): every
     * session ends, and a running break is never shortened.
     */
    async exclude(
      who: AuditActor,
      userId: number,
      duration: CoolOffDuration | ExclusionDuration,
      reason: string,
    ) {
      await userOf(db, userId)
      const before = presentOverview(await responsibleGaming.overview(userId)).block
      const isCoolOff = (COOL_OFF_DURATIONS as readonly string[]).includes(duration)
      if (isCoolOff) await responsibleGaming.coolOff(userId, duration as CoolOffDuration)
      else await responsibleGaming.selfExclude(userId, duration as ExclusionDuration)
      const after = presentOverview(await responsibleGaming.overview(userId)).block
      if (!after) throw new Error('the break did not start')
      await appendAudit(db, who, {
        action: 'player.exclude',
        target: `user:${userId}`,
        before: { block: before },
        after: { block: after, duration, reason },
      })
      return { block: after }
    },

    /**
     * Ending a self-exclusion early (decision 082): admin only, on the player's request, with the same
     * rule as rg:end-exclusion — refused in its irrevocable part (a cool-off is irrevocable whole),
     * and otherwise it ends 7 days later.
     */
    async endExclusion(who: AuditActor, userId: number, reason: string) {
      await userOf(db, userId)
      const before = presentOverview(await responsibleGaming.overview(userId)).block
      if (!before) throw new OpsError('DESK_REFUSED', 'The player has no cool-off or exclusion running.')
      await responsibleGaming.requestExclusionEnd(userId)
      const after = presentOverview(await responsibleGaming.overview(userId)).block
      await appendAudit(db, who, {
        action: 'player.exclusionEnd',
        target: `user:${userId}`,
        before: { block: before },
        after: { block: after, reason },
      })
      return { block: after }
    },

    /**
     * A password reset (decision 083): the forgot-password code goes by SMS to the player's own phone
     * (the same code and limits as the app's Forgot password), and every session ends. Staff never see
     * or choose a password; the player sets the new one in the app with the code.
     */
    async resetPassword(who: AuditActor, userId: number, reason: string) {
      const user = await userOf(db, userId)
      if (!user.mobile)
        throw new OpsError('DESK_REFUSED', 'The player has no phone bound: a reset code has nowhere to go.')
      const sent = await accounts.sendCode(user.mobile, AUTH_MODE.forget, who.ip, null)
      return inTransaction(db, async (tx) => {
        const live = await sessionService.countLive(tx, userId)
        await sessionService.revokeAll(tx, userId, 'password-reset')
        await appendAudit(tx, who, {
          action: 'player.passwordReset',
          target: `user:${userId}`,
          before: { sessions: live },
          after: { codeSentTo: sent.maskedPhone, reason },
        })
        return { maskedPhone: sent.maskedPhone, ended: live }
      })
    },

    async addNote(principal: StaffPrincipal, ip: string, userId: number, body: string) {
      await userOf(db, userId)
      return inTransaction(db, async (tx) => {
        const [note] = await tx
          .insert(staffNotes)
          .values({ userId, staff: principal.account, body })
          .returning({ id: staffNotes.id })
        if (!note) throw new Error('the note was not written')
        await appendAudit(tx, actor(principal, ip), {
          action: 'player.note',
          target: `user:${userId}`,
          after: { body },
        })
        return { id: note.id }
      })
    },

    async freeze(principal: StaffPrincipal, ip: string, userId: number, frozen: boolean, reason: string) {
      await userOf(db, userId)
      const status = frozen ? 'disabled' : 'active'
      await inTransaction(db, async (tx) => {
        const before = await setPlayerStatus(tx, userId, status)
        if (frozen) await sessionService.revokeAll(tx, userId, 'disabled')
        await appendAudit(tx, actor(principal, ip), {
          action: frozen ? 'player.freeze' : 'player.unfreeze',
          target: `user:${userId}`,
          before: { status: before },
          after: { status, reason },
        })
      })
      return { status }
    },

    async endSessions(principal: StaffPrincipal, ip: string, userId: number, reason: string) {
      await userOf(db, userId)
      return inTransaction(db, async (tx) => {
        const ended = await sessionService.revokeAll(tx, userId, 'logout')
        await appendAudit(tx, actor(principal, ip), {
          action: 'player.endSessions',
          target: `user:${userId}`,
          after: { ended, reason },
        })
        return { ended }
      })
    },
  }
}
