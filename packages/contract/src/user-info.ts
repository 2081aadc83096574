import { z } from 'zod'

/**
 * The user info of SPEC.md §3, as refreshData and every login answer carry it. The password itself
 * is never sent: `hasPassword` says whether one is set. Wallet figures are hundredths of a peso.
 */
export const userInfoSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  account: z.string().describe('The account name, or "" for players who registered another way.'),
  accountType: z
    .number()
    .int()
    .describe('How the player registered: 1 phone, 2 account, 3 Facebook, 4 LINE, 5 Google.'),
  nickname: z.string(),
  avatar: z.number().int().describe('One of the built-in avatars, 1 to AVATAR_COUNT.'),
  avatarOther: z.string().describe('A custom avatar URL; Panalo offers only the built-in set, so "".'),
  mobile: z.string().describe('E.164, or "" when no phone is bound.'),
  hasPassword: z.boolean(),
  facebookAccount: z.string().describe('The linked Facebook account (e-mail or id), or "".'),
  googleAccount: z.string(),
  lineAccount: z.string(),
  facebookName: z.string(),
  googleName: z.string(),
  lineName: z.string(),
  hasSafeboxPassword: z.boolean(),
  hasKyc: z.boolean(),
  hasUserOther: z.boolean(),
  coin: z.number().int(),
  safebox: z.number().int(),
  totalRecharge: z.number().int(),
  bet: z.number().int().describe('Turnover still to wager before a withdrawal.'),
  exchange: z.number().int().describe('What the player can withdraw now.'),
  lottery: z
    .number()
    .int()
    .describe(
      'Lottery coupons held (items 110001–110005, all ids together): tickets they can buy (decision 053).',
    ),
  vip: z.number().int(),
  vipExp: z.number().int(),
  userLevel: z.number().int(),
  pid: z.string().describe('The invite code of the player who invited this one, or "".'),
  regPeriod: z.number().int().describe('Whole days since registration.'),
})
export type UserInfo = z.infer<typeof userInfoSchema>

/** What a successful login or registration answers. */
export const sessionAnswerSchema = z.object({
  token: z.string().describe('The bearer token for the Authorization header; keep it in local storage.'),
  expiresAt: z.string().describe('ISO 8601: the session ends then at the latest.'),
  user: userInfoSchema,
})
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>

/** Extra personal details (appUserOther), asked for before a player's first withdrawal. */
export const userOtherSchema = z.object({
  fullName: z.string().max(100),
  email: z.union([z.email().max(254), z.literal('')]),
  address: z.string().max(300),
  occupation: z.string().max(100),
  sourceOfFunds: z.string().max(100),
  nationality: z.string().max(60),
})
export type UserOther = z.infer<typeof userOtherSchema>
