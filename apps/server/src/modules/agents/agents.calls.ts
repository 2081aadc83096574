import { agentCalls } from '@panalo/contract/calls/agent'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { AgentsService } from './agents.service.ts'

/** Agents and invites (SPEC.md §7 "Agent"; docs/decisions/051-agents-and-invites.md). */
export function agentCallHandlers({ agents }: { agents: AgentsService }): CallHandler[] {
  return [
    defineHandler(agentCalls.agentFill, (context, input) => agents.fill(context.user.userId, input.pid)),
    defineHandler(agentCalls.appAgent5User, async (context) =>
      agents.overview((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(agentCalls.appAgent5UserLog, (context, input) => agents.log(context.user.userId, input)),
    defineHandler(agentCalls.appAgent5UserReceive, (context) => agents.claimCommission(context.user.userId)),
    defineHandler(agentCalls.appAgent5UserInviteValidReceive, (context) =>
      agents.claimInvites(context.user.userId),
    ),
  ]
}
