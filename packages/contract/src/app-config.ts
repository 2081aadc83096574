import { z } from 'zod'

import { CUSTOMER_SERVICE_ITEM_TYPE, H5_CLIENT_MODE, LOGIN_TYPE } from './enums.ts'
import { gameCatalogueSchema } from './games.ts'
import { rechargeConfigSchema } from './recharge.ts'

/**
 * The app config of SPEC.md §3, answered by anonymous/appConfig. The client keeps it in local storage
 * keyed by its version `v`. Later areas (games, wallet, VIP, activities) add their sections here.
 */
export const lengthRangeSchema = z
  .object({ min: z.number().int().min(0), max: z.number().int().positive() })
  .refine((range) => range.min <= range.max, { message: 'min must not exceed max' })
export type LengthRange = z.infer<typeof lengthRangeSchema>

export const loginTypeSchema = z.union([
  z.literal(LOGIN_TYPE.phone),
  z.literal(LOGIN_TYPE.account),
  z.literal(LOGIN_TYPE.phoneNoOtp),
])

const flagSchema = z.union([z.literal(0), z.literal(1)])

export const customerServiceItemSchema = z.object({
  id: z.number().int(),
  itemType: z.union([
    z.literal(CUSTOMER_SERVICE_ITEM_TYPE.onlineChat),
    z.literal(CUSTOMER_SERVICE_ITEM_TYPE.link),
  ]),
  name: z.string(),
  /** Online chat: the chat licence. Link: the URL. */
  param1: z.string(),
  /** Online chat: the agent group. */
  param2: z.string(),
  sort: z.number().int(),
  /** 0: a line for everyone (/service); n: the dedicated line of VIP n and above (/service/vip). */
  vipLevel: z.number().int().min(0).default(0),
})

export const noticeSchema = z.object({
  enabled: z.boolean(),
  /** Bumped whenever the text changes, so a player sees a changed notice again. */
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
})

export const maintenanceInfoSchema = z.object({
  on: z.boolean(),
  message: z.string(),
  /** When the operator expects to be back, ISO 8601, or null when not announced. */
  endsAt: z.string().nullable(),
})
export type MaintenanceInfo = z.infer<typeof maintenanceInfoSchema>

export const appConfigSchema = z.object({
  region: z.literal('ph'),
  currency: z.literal('PHP'),
  minAge: z.number().int(),
  lengths: z.object({
    account: lengthRangeSchema,
    username: lengthRangeSchema,
    password: lengthRangeSchema,
    withdrawAccount: lengthRangeSchema,
    smsCode: lengthRangeSchema,
    safeboxPassword: lengthRangeSchema,
  }),
  smsCodeSendLimit: z.number().int().positive().describe('SMS codes one phone may be sent per day.'),
  otpStatus: flagSchema.describe('1: phone registration and phone login need an SMS code.'),
  registerType: loginTypeSchema.describe('How new players register.'),
  defaultLoginType: loginTypeSchema.describe('The login form shown first.'),
  minRechargeStatus: flagSchema.describe('1: players who have deposited before see minAmount2.'),
  h5ClientMode: z.union([z.literal(H5_CLIENT_MODE.plain), z.literal(H5_CLIENT_MODE.ageNotice)]),
  feedbackConfig: z.object({ imagesLimit: z.number().int().min(0) }),
  clientConfig: z.object({
    lobbyBonusAmount: z.number().int().min(0).describe('Hundredths.'),
    tutorialVersion: z.number().int().min(0),
    buildPollMs: z.number().int().min(10_000).describe('How often the app looks for a newer build.'),
  }),
  gameShowNum: z.number().int().positive().describe('Games shown per lobby section before "more".'),
  customerServices: z.array(customerServiceItemSchema),
  faq: z.object({ enabled: z.boolean(), supportEmail: z.string() }),
  notice: noticeSchema,
  maintenance: maintenanceInfoSchema,
  responsibleGaming: z.object({
    tagline: z.string(),
    helpline: z.string(),
  }),
  socialLogin: z
    .object({ google: z.boolean(), facebook: z.boolean(), line: z.boolean() })
    .describe('Which sign-in providers are configured; the app shows only their buttons.'),
  recharge: rechargeConfigSchema.describe(
    'Deposit channels (recharge types) with their items, banks and bonus types.',
  ),
  games: gameCatalogueSchema.describe(
    'Game types, brands and platforms, and the version of the game list (from the catalogue, not stored here).',
  ),
})
export type AppConfig = z.infer<typeof appConfigSchema>
