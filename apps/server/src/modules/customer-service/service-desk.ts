import type { PlayerContext, SupportReport, ThreadHolder } from '@panalo/contract/ops/calls/service'
import { roleMayAct, SUPPORT_LEAD_ROLES } from '@panalo/contract/ops/roles'

import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { OpsError } from '../../platform/ops-error.ts'
import type { StaffPrincipal } from '../../platform/ops-handler.ts'
import { appendAudit, type AuditActor } from '../audit/audit.service.ts'
import type { FeedbackService } from '../feedback/feedback.service.ts'
import type { PlayerDesk } from '../player-desk/player-desk.service.ts'
import type { StaffService } from '../staff/staff.service.ts'
import type { CannedReplies, CannedText } from './canned-replies.ts'
import type { DeskAgent, ServiceChat } from './service-chat.service.ts'

/** The roles a thread may be handed to: those that may answer it. */
const AGENT_ROLES: readonly string[] = ['support', 'supportLead', 'admin']
const RECENT_PAYMENTS = 5

const holderAudit = (holder: ThreadHolder) => (holder ? { holder: holder.account } : { holder: null })
const agentOf = (principal: StaffPrincipal): DeskAgent => ({
  account: principal.account,
  name: principal.displayName,
})
/** Only a support lead or admin moves a thread another agent holds (decision 105). */
const isLead = (principal: StaffPrincipal) => roleMayAct(SUPPORT_LEAD_ROLES, principal.role)
function refuseTakeOver(principal: StaffPrincipal, takeOver: boolean) {
  if (takeOver && !isLead(principal))
    throw new OpsError('ROLE_REFUSED', 'Only a support lead or admin may take a chat from another agent.')
}
const earlier = (a: string | null, b: string | null) => (a === null || (b !== null && b < a) ? b : a)

export interface ServiceDeskDeps {
  db: Db
  service: ServiceChat
  canned: CannedReplies
  staff: Pick<StaffService, 'list'>
  players: Pick<PlayerDesk, 'detail' | 'vip'>
  feedback: Pick<FeedbackService, 'list'>
}

/**
 * The live chat desk (decisions 092, 093): the thread, replies as the signed-in staff, who holds each
 * thread, the player beside it and the canned replies. Messages and assignments are the chat
 * service's (ServiceChat.reply is the one writer of agent messages); the player's context is read
 * through the players desk and the feedback service. Every change is on the audit chain.
 */
export function createServiceDesk({ db, service, canned, staff, players, feedback }: ServiceDeskDeps) {
  async function agents() {
    return (await staff.list())
      .filter((row) => !row.disabled && AGENT_ROLES.includes(row.role))
      .map((row) => ({ account: row.account, name: row.displayName, role: row.role }))
  }

  return {
    thread: (threadId: number, before?: number) => service.thread(threadId, before),

    agents: async () => ({ list: await agents() }),

    async reply(principal: StaffPrincipal, who: AuditActor, threadId: number, text: string) {
      const { message, before, holder } = await service.reply(
        threadId,
        principal.displayName,
        text,
        agentOf(principal),
      )
      await appendAudit(db, who, {
        action: 'service.reply',
        target: `chat:${threadId}`,
        before: holderAudit(before),
        after: { ...holderAudit(holder), messageId: message.id, agentName: message.agentName, text },
      })
      return { message, holder }
    },

    async take(principal: StaffPrincipal, who: AuditActor, threadId: number, takeOver: boolean) {
      refuseTakeOver(principal, takeOver)
      const me = agentOf(principal)
      const { before, holder } = await service.assign(threadId, me, me, takeOver)
      if (before?.account !== holder?.account)
        await appendAudit(db, who, {
          action: before ? 'service.takeover' : 'service.take',
          target: `chat:${threadId}`,
          before: holderAudit(before),
          after: holderAudit(holder),
        })
      return { holder }
    },

    async handOver(
      principal: StaffPrincipal,
      who: AuditActor,
      threadId: number,
      toAccount: string,
      takeOver: boolean,
    ) {
      refuseTakeOver(principal, takeOver)
      const target = (await agents()).find((agent) => agent.account === toAccount)
      if (!target || target.account === principal.account)
        throw new OpsError(
          'SERVICE_AGENT_INVALID',
          target ? 'You hold it by taking it, not by handing it to yourself.' : undefined,
        )
      const { before, holder } = await service.assign(threadId, agentOf(principal), target, takeOver)
      if (before?.account !== holder?.account)
        await appendAudit(db, who, {
          action: 'service.handover',
          target: `chat:${threadId}`,
          before: holderAudit(before),
          after: holderAudit(holder),
        })
      return { holder }
    },

    async release(principal: StaffPrincipal, who: AuditActor, threadId: number) {
      const { before } = await service.release(threadId, agentOf(principal), isLead(principal))
      if (before)
        await appendAudit(db, who, {
          action: 'service.release',
          target: `chat:${threadId}`,
          before: holderAudit(before),
          after: holderAudit(null),
        })
      return { holder: null }
    },

    /** Who holds what now and what waits: read from the inbox, as the desk shows it (decision 105). */
    async report(): Promise<SupportReport> {
      const threads = await service.inbox({ waitingOnly: false })
      const byAgent = new Map<string, SupportReport['agents'][number]>()
      const unheld: SupportReport['unheld'] = { waiting: 0, oldestWaitingSince: null }
      for (const thread of threads) {
        const waiting = thread.unread > 0 ? thread.waitingSince : null
        if (!thread.holder) {
          if (waiting === null) continue
          unheld.waiting++
          unheld.oldestWaitingSince = earlier(unheld.oldestWaitingSince, waiting)
          continue
        }
        const row = byAgent.get(thread.holder.account) ?? {
          account: thread.holder.account,
          name: thread.holder.name,
          held: 0,
          waiting: 0,
          oldestWaitingSince: null,
        }
        row.held++
        if (waiting !== null) {
          row.waiting++
          row.oldestWaitingSince = earlier(row.oldestWaitingSince, waiting)
        }
        byAgent.set(row.account, row)
      }
      const agents = [...byAgent.values()].sort((a, b) => b.waiting - a.waiting || b.held - a.held)
      return { agents, unheld }
    },

    async context(threadId: number): Promise<PlayerContext> {
      const [detail, vip, tickets] = await Promise.all([
        players.detail(threadId),
        players.vip(threadId),
        feedback.list(threadId, { pageNum: 1, pageSize: 50 }),
      ])
      return {
        userId: detail.player.userId,
        account: detail.player.account,
        mobile: detail.player.mobile,
        nickname: detail.player.nickname,
        status: detail.player.status,
        vipLevel: vip.level,
        balances: detail.balances,
        kyc: detail.kyc.state,
        deposits: detail.deposits.slice(0, RECENT_PAYMENTS).map((deposit) => ({
          id: deposit.id,
          amount: deposit.amount,
          state: deposit.state,
          createdAt: deposit.createdAt,
        })),
        withdrawals: detail.withdrawals.slice(0, RECENT_PAYMENTS).map((withdrawal) => ({
          id: String(withdrawal.id),
          amount: withdrawal.amount,
          state: withdrawal.state,
          createdAt: withdrawal.createdAt,
        })),
        openTickets: tickets.list
          .filter((ticket) => ticket.state !== 'closed')
          .map((ticket) => ({
            id: ticket.id,
            category: ticket.category,
            state: ticket.state,
            updatedAt: ticket.updateTime,
          })),
      }
    },

    cannedList: async () => ({ list: await canned.list() }),

    async cannedSave(who: AuditActor, id: number | undefined, text: CannedText) {
      return inTransaction(db, async (tx) => {
        const before = id === undefined ? null : await canned.find(tx, id)
        const saved =
          id === undefined
            ? await canned.create(tx, text, who.staff)
            : await canned.update(tx, id, text, who.staff)
        await appendAudit(tx, who, {
          action: id === undefined ? 'service.canned.create' : 'service.canned.edit',
          target: `canned:${saved.id}`,
          before: before && { title: before.title, textEn: before.textEn, textFil: before.textFil },
          after: { title: saved.title, textEn: saved.textEn, textFil: saved.textFil },
        })
        return saved
      })
    },

    async cannedDelete(who: AuditActor, id: number) {
      return inTransaction(db, async (tx) => {
        const removed = await canned.remove(tx, id)
        if (!removed) throw new AppError('NOT_FOUND', `No canned reply ${id}`)
        await appendAudit(tx, who, {
          action: 'service.canned.delete',
          target: `canned:${id}`,
          before: { title: removed.title, textEn: removed.textEn, textFil: removed.textFil },
        })
        return { deleted: true }
      })
    },
  }
}

export type ServiceDesk = ReturnType<typeof createServiceDesk>
