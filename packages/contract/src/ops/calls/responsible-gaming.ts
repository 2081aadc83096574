import { z } from 'zod'

import { LIMIT_KINDS, LIMIT_PERIODS } from '../../self-limits.ts'
import { defineOpsCalls } from '../define-ops-call.ts'

/** Who reads the responsible-gaming view (issue 41). */
const RG_READERS = ['support', 'risk', 'admin'] as const
const pageNum = z.number().int().min(1).default(1)
const pageSize = z.number().int().min(1).max(500).default(50)

/** A limit is "near" from this share of it used, "at" from all of it. */
export const NEAR_LIMIT_PERCENT = 80

export const nearLimitSchema = z.object({
  userId: z.number().int(),
  account: z.string().nullable(),
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.number().int().describe('The limit in force: hundredths, or minutes for time.'),
  used: z.number().int(),
  percent: z.number().int(),
})
export type NearLimit = z.infer<typeof nearLimitSchema>

export const exclusionRowSchema = z.object({
  userId: z.number().int(),
  account: z.string().nullable(),
  kind: z.enum(['cool-off', 'self-exclusion']),
  startedAt: z.string().nullable(),
  until: z.string(),
  irrevocableUntil: z.string().nullable(),
  active: z.boolean(),
})
export type ExclusionRow = z.infer<typeof exclusionRowSchema>

/** The PAGCOR barred groups a registration asks about (registrationDetailsSchema's eligibility). */
export const BARRED_GROUPS = [
  'governmentOfficial',
  'militaryOrPolice',
  'restrictedPerson',
  'gamingLicensee',
] as const
export type BarredGroup = (typeof BARRED_GROUPS)[number]

export const barredDeclarationSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  who: z.string().describe('The phone, account name or social identity the registration gave.'),
  groups: z.array(z.enum(BARRED_GROUPS)).describe('The groups the person said they belong to.'),
  player: z
    .object({ userId: z.number().int(), account: z.string().nullable() })
    .nullable()
    .describe('A player registered under the same phone or account since (with other answers).'),
})
export type BarredDeclaration = z.infer<typeof barredDeclarationSchema>

export const rgDeskCalls = defineOpsCalls({
  rgNearLimits: {
    roles: RG_READERS,
    description: `Players who have used ${NEAR_LIMIT_PERCENT}% or more (near) or all (at) of a deposit, bet, loss or play-time limit in its current window.`,
    request: z.object({
      kind: z.enum([...LIMIT_KINDS, 'all']).default('all'),
      level: z.enum(['near', 'at']).default('near'),
      pageNum,
      pageSize,
    }),
    response: z.object({ list: z.array(nearLimitSchema), total: z.number().int() }),
  },
  rgExclusions: {
    roles: RG_READERS,
    description: 'Cool-offs and self-exclusions running, or ended in the last days given, with their ends.',
    request: z.object({
      state: z.enum(['active', 'ended', 'all']).default('active'),
      endedWithinDays: z.number().int().min(1).max(366).default(30),
      pageNum,
      pageSize,
    }),
    response: z.object({ list: z.array(exclusionRowSchema), total: z.number().int() }),
  },
  rgBarredDeclarations: {
    roles: RG_READERS,
    description:
      'Registrations refused because the person said they belong to a PAGCOR barred group, and any player registered under the same phone or account since.',
    request: z.object({ group: z.enum([...BARRED_GROUPS, 'all']).default('all'), pageNum, pageSize }),
    response: z.object({
      list: z.array(barredDeclarationSchema),
      total: z.number().int(),
      confirmedPlayers: z
        .number()
        .int()
        .describe('Players whose registration confirmed they belong to no barred group (all of them).'),
    }),
  },
})
