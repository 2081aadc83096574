import { z } from 'zod'

import { DATE_PATTERN } from '../account-rules.ts'
import { defineCalls } from '../define-call.ts'
import { AUTH_MODE, SOCIAL_LOGIN } from '../enums.ts'
import { freshProofFields } from '../money-request-fields.ts'
import { sessionAnswerSchema } from '../user-info.ts'

/**
 * Registering and logging in (SPEC.md §7, Auth). Lengths and which ways are offered come from the app
 * config; the server enforces them, these schemas only bound the shapes.
 */
const phoneField = z
  .string()
  .min(9)
  .max(20)
  .describe('A Philippine mobile: 09XXXXXXXXX, 9XXXXXXXXX or +639XXXXXXXXX.')
const codeField = z.string().regex(/^\d{4,8}$/, { message: 'The code is the digits we sent by SMS' })
const passwordField = z.string().min(1).max(128)

const deviceTokenField = z
  .string()
  .describe(
    'This browser’s device token for the account (decision 061): keep it and send it with later password logins.',
  )
const deviceTokensField = z
  .array(z.string().max(200))
  .max(5)
  .optional()
  .describe('The device tokens this browser was given by earlier logins, newest first.')

export const authModeSchema = z.union([
  z.literal(AUTH_MODE.register),
  z.literal(AUTH_MODE.bind),
  z.literal(AUTH_MODE.forget),
  z.literal(AUTH_MODE.loginAndRegister),
])

export const socialProviderSchema = z.union([
  z.literal(SOCIAL_LOGIN.facebook),
  z.literal(SOCIAL_LOGIN.line),
  z.literal(SOCIAL_LOGIN.google),
])

/** What every registration carries (SPEC.md §1): age, eligibility, the notice accepted, who invited. */
export const registrationDetailsSchema = z.object({
  dateOfBirth: z.string().regex(DATE_PATTERN, { message: 'Use YYYY-MM-DD' }),
  eligibility: z.object({
    notGovernmentOfficial: z.boolean().describe('Not a government official or employee.'),
    notMilitaryOrPolice: z.boolean().describe('Not a member of the armed forces or the national police.'),
    notRestrictedPerson: z.boolean().describe('Not on the national database of restricted persons.'),
    notGamingLicensee: z.boolean().describe('Not a gaming licence holder or its employee.'),
  }),
  acceptedTerms: z.boolean().describe('The age and terms notice and the terms of use were accepted.'),
  pid: z
    .string()
    .max(32)
    .optional()
    .describe('The invite code from ?pid= in the link that brought the player.'),
  aid: z.string().max(32).optional().describe('The agent id from ?aid=.'),
})
export type RegistrationDetails = z.infer<typeof registrationDetailsSchema>

const socialLoginRequest = z.object({
  code: z.string().max(2048).optional().describe('The authorization code the provider returned.'),
  state: z.string().max(128).optional().describe('The state the provider returned.'),
  ticket: z
    .string()
    .max(128)
    .optional()
    .describe('From REGISTRATION_REQUIRED: finish registering this identity.'),
  registration: registrationDetailsSchema.optional(),
})
const socialLoginDescription = (provider: string) =>
  `Logs in with ${provider}: send code and state from the provider's redirect. A first sign-in answers REGISTRATION_REQUIRED with a ticket; send the ticket with the registration details to create the account.`

export const authCalls = defineCalls({
  smsSend: {
    access: 'public',
    description:
      'Sends a one-time code by SMS for a mode: register 0, bind 1 (signed in), forget 2, loginAndRegister 3. The answer does not tell whether the number has an account: a number that cannot get a code for the mode (register: it has an account; bind: another player’s; forget: no account) is sent a note saying so instead.',
    request: z.object({ phone: phoneField, mode: authModeSchema }),
    response: z.object({
      maskedPhone: z.string(),
      expiresInSeconds: z.number().int(),
      resendAfterSeconds: z.number().int(),
    }),
  },
  accountLogin: {
    access: 'public',
    description:
      'Logs in with an account name (or phone) and password. Failures are throttled per account from one address, per address, and per account from all addresses: past that cap (10 in 15 minutes) the password is not checked and the answer is PASSWORD_LOGIN_PAUSED (log in by SMS code instead), unless the request carries a device token this account was given by an earlier login, which has its own allowance (decision 061).',
    request: z.object({
      account: z.string().min(1).max(64),
      password: passwordField,
      deviceTokens: deviceTokensField,
    }),
    response: sessionAnswerSchema.extend({ deviceToken: deviceTokenField }),
  },
  accountLoginSms: {
    access: 'public',
    description:
      'Logs in with a phone and the code sent for mode loginAndRegister (3). A wrong code is OTP_INVALID whether or not the number has an account; PHONE_NOT_REGISTERED only once the code is right.',
    request: z.object({ phone: phoneField, code: codeField }),
    response: sessionAnswerSchema.extend({ deviceToken: deviceTokenField }),
  },
  accountRegist: {
    access: 'public',
    description: 'Registers with an account name and password (when registerType is 2).',
    request: z.object({
      account: z.string().min(1).max(64),
      password: passwordField,
      nickname: z.string().max(64).optional(),
      registration: registrationDetailsSchema,
    }),
    response: sessionAnswerSchema,
  },
  accountRegist4: {
    access: 'public',
    description:
      'Registers with a phone (when registerType is 1 or 3): with the code sent for mode register (0) or loginAndRegister (3) unless OTP is off, and optionally a password.',
    request: z.object({
      phone: phoneField,
      code: codeField.optional(),
      password: passwordField.optional(),
      registration: registrationDetailsSchema,
    }),
    response: sessionAnswerSchema,
  },
  forgetPassword: {
    access: 'public',
    description:
      'Sets a new password with the code sent for mode forget (2). Ends every session of the player.',
    request: z.object({ phone: phoneField, code: codeField, newPassword: passwordField }),
    response: z.object({ done: z.literal(true) }),
  },
  socialLoginStart: {
    access: 'public',
    description:
      'Answers the provider URL to send the browser to, for logging in or (signed in) linking. The provider returns to /auth/social/<provider> with code and state. Linking adds a way to log in, so it needs a fresh proof (password or SMS code).',
    request: z.object({
      provider: socialProviderSchema,
      purpose: z.enum(['login', 'bind']),
      redirect: z.string().max(512).optional().describe('An app path to return to afterwards.'),
      ...freshProofFields,
    }),
    response: z.object({ authorizeUrl: z.string() }),
  },
  googleLogin: {
    access: 'public',
    description: socialLoginDescription('Google'),
    request: socialLoginRequest,
    response: sessionAnswerSchema,
  },
  facebookLogin: {
    access: 'public',
    description: socialLoginDescription('Facebook'),
    request: socialLoginRequest,
    response: sessionAnswerSchema,
  },
  lineLogin: {
    access: 'public',
    description: socialLoginDescription('LINE'),
    request: socialLoginRequest,
    response: sessionAnswerSchema,
  },
  logout: {
    access: 'user',
    description: 'Ends this session at once.',
    request: z.object({}),
    response: z.object({ done: z.literal(true) }),
  },
})
