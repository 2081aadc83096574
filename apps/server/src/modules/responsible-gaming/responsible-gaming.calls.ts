import { selfLimitCalls } from '@panalo/contract/calls/self-limits'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { ResponsibleGaming } from './responsible-gaming.service.ts'

export interface ResponsibleGamingCallsDeps {
  responsibleGaming: ResponsibleGaming
}

type Overview = Awaited<ReturnType<ResponsibleGaming['overview']>>
type Block = { kind: 'cool-off' | 'self-exclusion'; until: Date; irrevocableUntil?: Date | null }

/** The calls behind /member/self-limited (decision 016). */
export function responsibleGamingCallHandlers({
  responsibleGaming,
}: ResponsibleGamingCallsDeps): CallHandler[] {
  return [
    defineHandler(selfLimitCalls.selfLimitInfo, async (context) =>
      presentOverview(await responsibleGaming.overview(context.user.userId)),
    ),

    defineHandler(selfLimitCalls.selfLimitSet, async (context, input) =>
      presentOverview(
        await responsibleGaming.setLimit(context.user.userId, input.kind, input.period, input.amount),
      ),
    ),

    defineHandler(selfLimitCalls.selfLimitCoolOff, async (context, input) =>
      presentBlock(await responsibleGaming.coolOff(context.user.userId, input.duration)),
    ),

    defineHandler(selfLimitCalls.selfLimitExclude, async (context, input) =>
      presentBlock(await responsibleGaming.selfExclude(context.user.userId, input.duration)),
    ),
  ]
}

export function presentOverview(overview: Overview) {
  return {
    limits: overview.limits.map((limit) => ({
      kind: limit.kind,
      period: limit.period,
      amount: limit.amount,
      used: limit.used,
      resetsAt: limit.resetsAt.toISOString(),
      pending: limit.pending
        ? { amount: limit.pending.amount, effectiveAt: limit.pending.effectiveAt.toISOString() }
        : null,
    })),
    playedSeconds: overview.playedSeconds,
    block: overview.block ? presentBlock(overview.block) : null,
  }
}

function presentBlock(block: Block) {
  return {
    kind: block.kind,
    until: block.until.toISOString(),
    irrevocableUntil: block.irrevocableUntil ? block.irrevocableUntil.toISOString() : null,
  }
}
