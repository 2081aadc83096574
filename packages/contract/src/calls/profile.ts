import { z } from 'zod'

import { activityResponseSchema } from '../activity.ts'
import { GAME_HISTORY_LIMIT } from '../constants.ts'
import { defineCalls } from '../define-call.ts'
import { freshProofFields } from '../money-request-fields.ts'
import { gameHistoryEntrySchema } from '../games.ts'
import { userInfoSchema, userOtherSchema } from '../user-info.ts'
import { socialProviderSchema } from './auth.ts'

/** The signed-in player's own account: user info, after-login info, profile and bindings. */
const codeField = z.string().regex(/^\d{4,8}$/, { message: 'The code is the digits we sent by SMS' })

export const afterLoginInfoSchema = z.object({
  gameLikes: z.array(z.number().int()).describe('Favourite game ids, newest first.'),
  gameHistory: z
    .array(gameHistoryEntrySchema)
    .describe(`The last ${GAME_HISTORY_LIMIT} distinct games played, newest first.`),
  inviteCode: z.string(),
  aid: z.string(),
  firstRechargeDone: z.boolean(),
  ...activityResponseSchema.shape,
})
export type AfterLoginInfo = z.infer<typeof afterLoginInfoSchema>

export const profileCalls = defineCalls({
  refreshData: {
    access: 'user',
    description:
      'The signed-in player: the user info of SPEC.md §3, their coins, and when they last logged in before this session.',
    request: z.object({}),
    response: userInfoSchema.extend({ previousLoginAt: z.string().nullable() }),
  },
  getAfterLoginInfoWeb: {
    access: 'user',
    description:
      'What the app loads after login: favourites, recent games, invite code, agent id and activities.',
    request: z.object({
      version: z.string().max(64).optional(),
      os: z.string().max(64).optional(),
      deviceModel: z.string().max(128).optional(),
    }),
    response: afterLoginInfoSchema,
  },
  updateProfile: {
    access: 'user',
    description: 'Changes the nickname (length from config) and/or the avatar (one of the built-in set).',
    request: z.object({ nickname: z.string().max(64).optional(), avatar: z.number().int().optional() }),
    response: userInfoSchema,
  },
  appUserOther: {
    access: 'user',
    description: 'The extra personal details the player has given (all "" until then).',
    request: z.object({}),
    response: userOtherSchema,
  },
  updateAppUserOther: {
    access: 'user',
    description: 'Saves the extra personal details.',
    request: userOtherSchema,
    response: userOtherSchema,
  },
  bindAccount: {
    access: 'user',
    description:
      'Binds (or changes) the phone number with the code sent to it for mode bind (1). Needs a fresh proof.',
    request: z.object({ phone: z.string().min(9).max(20), code: codeField, ...freshProofFields }),
    response: userInfoSchema,
  },
  bindSocialAccount: {
    access: 'user',
    description:
      'Links a Google, Facebook or LINE account, with the code and state from the provider (socialLoginStart purpose bind).',
    request: z.object({
      provider: socialProviderSchema,
      code: z.string().max(2048),
      state: z.string().max(128),
    }),
    response: userInfoSchema,
  },
  initPassword: {
    access: 'user',
    description:
      'Sets the password, or changes it. Needs a fresh proof. Ends every other session and answers a new token for this one.',
    request: z.object({ newPassword: z.string().min(1).max(128), ...freshProofFields }),
    response: z.object({ token: z.string(), expiresAt: z.string() }),
  },
})
