import { z } from 'zod'

import { awardItemSchema, awardListSchema, claimAnswerSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'

/**
 * Agents and invites (SPEC.md §7 "Agent"; docs/decisions/051-agents-and-invites.md): a player's
 * invite code and link, the team invited through them on two levels, a commission on the team's
 * valid turnover per closed Manila day, and a reward once per invitee who becomes valid.
 */

export const AGENT_TABS = ['overview', 'team', 'commissions', 'rules'] as const
export type AgentTab = (typeof AGENT_TABS)[number]

export const TEAM_MEMBER_STATES = ['pending', 'valid', 'claimed', 'excluded'] as const

export const agentLevelSchema = z.object({
  level: z.number().int().min(1).max(3),
  /** Commission in basis points of the level's valid turnover: 30 is 0.30%. */
  rateBp: z.number().int().min(0).max(200),
})

const teamMemberSchema = z.object({
  id: z.number().int().describe('The invitee’s player number, for claiming in the log.'),
  nickname: z.string().describe('Masked: the first two characters, then ***.'),
  registeredAt: z.string(),
  deposited: z.number().int().describe('Hundredths deposited so far.'),
  turnover: z.number().int().describe('Hundredths of valid turnover so far.'),
  state: z.enum(TEAM_MEMBER_STATES),
})

const agentLogRowSchema = z.object({
  kind: z.enum(['commission', 'invite']),
  /** The Manila day of a commission, or the invitee's masked nickname. */
  detail: z.string(),
  items: z.array(awardItemSchema),
  createdAt: z.string(),
})

export const agentCalls = defineCalls({
  agentFill: {
    access: 'user',
    description:
      'Names the player who invited this one, by invite code, when the player registered without a link: once, within the fill window after registering, never the player’s own code or one of the player’s own invitees.',
    request: z.object({ pid: z.string().trim().min(4).max(16) }),
    response: z.object({ pid: z.string() }),
  },
  appAgent5User: {
    access: 'public',
    description:
      'The player’s agent overview: invite code, who invited them, the commission rates and valid-invite rule, the team on each level, the commission accruing today and claimable, the valid invites to claim, and the latest invitees.',
    request: z.object({}),
    response: z.object({
      inviteCode: z.string(),
      invitedBy: z.string().describe('The inviter’s code, or "".'),
      canFill: z.boolean().describe('agentFill may still be used.'),
      fillDays: z.number().int(),
      levels: z.array(agentLevelSchema),
      commissionDays: z.number().int().describe('Closed days claimable back from yesterday.'),
      valid: z.object({
        minDeposit: z.number().int(),
        minTurnover: z.number().int(),
        award: awardListSchema,
      }),
      team: z.object({
        level1: z.number().int(),
        level2: z.number().int(),
        valid: z.number().int(),
        excluded: z.number().int(),
      }),
      commission: z.object({
        today: z.number().int().describe('Hundredths accruing today; claimable tomorrow.'),
        claimable: z.number().int().describe('Hundredths of closed days not claimed yet.'),
        claimed: z.number().int().describe('Hundredths claimed over all time.'),
      }),
      invitesClaimable: z.number().int().describe('Valid invitees whose reward is not claimed yet.'),
      members: z.array(teamMemberSchema).describe('The newest 50 invitees on level 1.'),
      wagering: z.object({
        multiple: z.number().int(),
        expiryDays: z.number().int().nullable(),
        heldUntilFirstDeposit: z.boolean(),
      }),
    }),
  },
  appAgent5UserLog: {
    access: 'user',
    description: 'Commissions and invite rewards the player claimed, newest first, a page at a time.',
    request: z.object({
      pageNum: z.number().int().min(1).max(10_000),
      pageSize: z.number().int().min(1).max(50),
    }),
    response: z.object({
      list: z.array(agentLogRowSchema),
      total: z.number().int(),
      pages: z.number().int(),
    }),
  },
  appAgent5UserReceive: {
    access: 'user',
    description:
      'Claims the commission of every closed day in the window not claimed yet, in one grant per day.',
    request: z.object({}),
    response: claimAnswerSchema,
  },
  appAgent5UserInviteValidReceive: {
    access: 'user',
    description: 'Claims the reward of every valid invitee not claimed yet, once per invitee.',
    request: z.object({}),
    response: claimAnswerSchema,
  },
})
