import { ACCOUNT_NAME_PATTERN } from '@panalo/contract/account-rules'
import type { AppConfig } from '@panalo/contract/app-config'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'
import { LOGIN_TYPE } from '@panalo/contract/enums'
import type { SessionAnswer } from '@panalo/contract/user-info'

import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { checkLength, validation } from '../../platform/validation.ts'
import { checkNewPassword, checkNickname, requirePhone } from './account-fields.ts'
import { recordBarredDeclaration } from './barred-declarations.ts'
import { checkRegistration } from './check-registration.ts'
import { CodeFailed, withCode } from './code-check.ts'
import { createPlayer } from './create-player.ts'
import { CODE_MODES, type OtpService } from './otp.service.ts'
import type { SessionMeta } from './sessions.service.ts'
import type { SessionStarter } from './start-session.ts'
import { findUserByMobile } from './users.queries.ts'

export interface RegisterDeps {
  db: Db
  appConfig: () => Promise<AppConfig>
  startSession: SessionStarter
  now: () => Date
}

export interface AccountRegistration {
  account: string
  password: string
  nickname?: string | undefined
  registration: RegistrationDetails
}

export interface PhoneRegistration {
  phone: string
  code?: string | undefined
  password?: string | undefined
  registration: RegistrationDetails
}

/** Registers a player by account name and password (registerType account), signed in at once. */
export async function registerWithAccount(
  { db, appConfig, startSession, now }: RegisterDeps,
  input: AccountRegistration,
  meta: SessionMeta,
): Promise<SessionAnswer> {
  const config = await appConfig()
  if (config.registerType !== LOGIN_TYPE.account) throw new AppError('REGISTRATION_CLOSED')
  await checkRegistration(input.registration, config, now(), (groups) =>
    recordBarredDeclaration(db, { who: input.account.toLowerCase(), groups, ip: meta.ip }),
  )
  checkLength(input.account, config.lengths.account, 'account')
  if (!ACCOUNT_NAME_PATTERN.test(input.account))
    throw validation('account', 'Start with a letter; use letters, numbers and _')
  const nickname = input.nickname ? checkNickname(input.nickname, config) : input.account
  const passwordHash = await checkNewPassword(input.password, config, 'password')
  return inTransaction(db, async (tx) => {
    const user = await createPlayer(
      tx,
      {
        account: input.account.toLowerCase(),
        passwordHash,
        nickname,
        accountType: LOGIN_TYPE.account,
        registration: input.registration,
        ip: meta.ip,
      },
      now,
    )
    return startSession(tx, user, meta)
  })
}

/** Registers a player by phone, with the SMS code when the config asks for one, signed in at once. */
export async function registerWithPhone(
  { db, otp, appConfig, startSession, now }: RegisterDeps & { otp: OtpService },
  input: PhoneRegistration,
  meta: SessionMeta,
): Promise<SessionAnswer> {
  const config = await appConfig()
  if (config.registerType === LOGIN_TYPE.account) throw new AppError('REGISTRATION_CLOSED')
  const phone = requirePhone(input.phone)
  await checkRegistration(input.registration, config, now(), (groups) =>
    recordBarredDeclaration(db, { who: phone, groups, ip: meta.ip }),
  )
  const passwordHash =
    input.password === undefined ? null : await checkNewPassword(input.password, config, 'password')
  const needsCode = config.registerType === LOGIN_TYPE.phone && config.otpStatus === 1
  if (needsCode && input.code === undefined) throw validation('code', 'Enter the code we sent by SMS')
  return withCode(db, async (tx) => {
    // With a code, the code first: a wrong one answers the same whether or not the number has an
    // account. Without one (registerType 3) registering cannot help telling a taken number.
    if (needsCode && input.code !== undefined) {
      const check = await otp.consume(tx, phone, CODE_MODES.register, input.code)
      if (check !== 'ok') return new CodeFailed(check)
    }
    if (await findUserByMobile(tx, phone)) throw new AppError('PHONE_REGISTERED')
    const user = await createPlayer(
      tx,
      {
        mobile: phone,
        passwordHash,
        nickname: `Player${phone.slice(-4)}`,
        accountType: LOGIN_TYPE.phone,
        registration: input.registration,
        ip: meta.ip,
      },
      now,
    )
    return startSession(tx, user, meta)
  })
}
