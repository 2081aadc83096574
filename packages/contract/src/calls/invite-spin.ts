import { z } from 'zod'

import { claimAnswerSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'
import { requestIdField } from '../money-request-fields.ts'
import { promotionWageringSchema } from './promotions.ts'

/**
 * The invite spin (InviteUserSpin 20, issue 28; docs/decisions/058-invite-spin.md): the player spins
 * towards a cash target within a time limit; the first spin goes most of the way, each valid invite
 * adds a spin guaranteed to add at least a stated amount (so a stated number of valid invites always
 * reaches the target), and each friend's click on the share link adds a small spin. Once the target
 * is reached the player exchanges it for bonus coins through the award engine.
 */

export const INVITE_SPIN_KINDS = ['start', 'invite', 'click'] as const
export type InviteSpinKind = (typeof INVITE_SPIN_KINDS)[number]
export const INVITE_SPIN_STATES = ['none', 'active', 'reached', 'exchanged', 'lapsed'] as const
export type InviteSpinState = (typeof INVITE_SPIN_STATES)[number]
/** How many of a campaign's spins the record lists. */
export const INVITE_SPIN_RECORD_SIZE = 50

/** One sector of a kind's wheel: the amount (hundredths) it adds and its weight. */
export const inviteSpinSectorSchema = z.object({
  amount: z.number().int().min(1).max(100_000_00),
  weight: z.number().int().min(0).max(1_000_000_000),
})
export type InviteSpinSector = z.infer<typeof inviteSpinSectorSchema>

const oddsSchema = z.array(
  z.object({
    amount: z.number().int().describe('Hundredths added (never past the target).'),
    chance: z.number().describe('0 to 1: weight / the sum of weights.'),
  }),
)

const campaignSchema = z.object({
  id: z.number().int(),
  state: z.enum(INVITE_SPIN_STATES),
  target: z.number().int().describe('Hundredths to reach; paid as bonus coins on exchange.'),
  progress: z.number().int().describe('Hundredths reached so far (at most the target).'),
  startedAt: z.string().describe('ISO 8601.'),
  expiresAt: z.string().describe('ISO 8601: after it, unexchanged progress lapses.'),
  spinsLeft: z.number().int().describe('Spins waiting (0 once lapsed or exchanged).'),
  nextKind: z
    .enum(INVITE_SPIN_KINDS)
    .nullable()
    .describe('The wheel the next spin turns; null while none waits or once the campaign is over.'),
  validInvites: z.number().int().describe('Invitees registered in the window who became valid.'),
  clicks: z.number().int().describe('Friends’ clicks on the link that counted.'),
  heldCoins: z.number().int().describe('Coins of the exchange waiting for the first deposit.'),
})

const spinAnswerSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVITE_SPIN_KINDS),
  sector: z.number().int().describe('0-based sector of the kind’s wheel.'),
  added: z.number().int().describe('Hundredths added to the progress.'),
  campaign: campaignSchema,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
})

export const inviteSpinCalls = defineCalls({
  actInviteUser: {
    access: 'user',
    description:
      'The invite spin: the rule (target, time limit, the valid invites that always reach it, what a click adds and how clicks count), every wheel’s odds, the wagering of the exchange, the fair-draw seeds, and the player’s current or latest campaign.',
    request: z.object({}),
    response: z.object({
      open: z.boolean().describe('Activity 20 is live.'),
      target: z.number().int(),
      hours: z.number().int().describe('The time limit from the first spin.'),
      invitesToReach: z
        .number()
        .int()
        .describe('Valid invites that always reach the target after the first spin, whatever it drew.'),
      spinsPerInvite: z.number().int(),
      clickSpinsMax: z.number().int().describe('Clicks that count per campaign at most.'),
      clicksPerIpMax: z.number().int().describe('Clicks from one network address that count per campaign.'),
      valid: z.object({
        minDeposit: z.number().int().describe('Hundredths an invitee must deposit (decision 051).'),
        minTurnover: z.number().int().describe('Hundredths of valid turnover an invitee must stake.'),
      }),
      odds: z.object({ start: oddsSchema, invite: oddsSchema, click: oddsSchema }),
      wagering: promotionWageringSchema,
      inviteCode: z.string(),
      campaign: campaignSchema.nullable().describe('The current or latest campaign; null before the first.'),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nextNonce: z.number().int(),
    }),
  },
  actInviteUserStatus: {
    access: 'user',
    description:
      'The invite spin at a glance (start-up popup, red dot): open, the state, progress, target, spins waiting and the time left.',
    request: z.object({}),
    response: z.object({
      open: z.boolean(),
      state: z.enum(INVITE_SPIN_STATES),
      target: z.number().int(),
      progress: z.number().int(),
      spinsLeft: z.number().int().describe('Including the first spin of a new campaign.'),
      expiresAt: z.string().nullable(),
      invitesToReach: z.number().int().describe('Valid invites that always reach the target.'),
    }),
  },
  actInviteUserSpin: {
    access: 'user',
    description:
      'Uses the next waiting spin (the first starts a campaign; then invite spins, then click spins): picks a sector from the committed seed and adds its amount, never past the target. The first answer to a requestId is final (a refusal included). 5014 closed, 5015 no spin waiting.',
    request: z.object({ requestId: requestIdField }),
    response: spinAnswerSchema,
  },
  actInviteUserExchange: {
    access: 'user',
    description:
      'Exchanges a campaign that reached its target for its bonus coins (award source activity), once. 5016 not reached, 5017 lapsed, 5018 already exchanged, 5019 not the player’s campaign.',
    request: z.object({ campaignId: z.number().int().min(1).max(999_999_999_999) }),
    response: claimAnswerSchema,
  },
  actInviteUserRecord: {
    access: 'user',
    description:
      'A campaign’s spins, newest first, each with its kind and what it added (and a link to its proof on /fair). Without campaignId: the current or latest. 5019 not the player’s campaign.',
    request: z.object({ campaignId: z.number().int().min(1).max(999_999_999_999).optional() }),
    response: z.object({
      campaignId: z.number().int().nullable(),
      list: z.array(
        z.object({
          id: z.number().int(),
          kind: z.enum(INVITE_SPIN_KINDS),
          added: z.number().int(),
          createTime: z.string().describe('ISO 8601.'),
        }),
      ),
    }),
  },
  actInviteClickInvite: {
    access: 'public',
    description:
      'Records a visitor’s click on an invite link (?pid=). It adds a spin to the inviter’s running campaign once per visitor device, not from the inviter’s own devices or session, at most a few per network address and a cap per campaign; otherwise it is recorded as not counted. 5012 unknown code.',
    request: z.object({
      pid: z.string().trim().min(4).max(16),
      visitorId: z
        .string()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/)
        .describe('The browser’s device id (localStorage), the de-duplication key.'),
    }),
    response: z.object({ counted: z.boolean() }),
  },
})
