import type { AppConfig } from '@panalo/contract/app-config'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'
import type { AuthMode } from '@panalo/contract/enums'

import type { Db, Executor, Tx } from '../../db/client.ts'
import type { Principal } from '../../platform/call-handler.ts'
import type { WalletFiguresReader } from '../wallet/wallet.types.ts'
import { checkNickname } from './account-fields.ts'
import { bindPhone } from './bind-phone.ts'
import { changePassword } from './change-password.ts'
import { checkRegistration } from './check-registration.ts'
import { createPlayer, type NewPlayer } from './create-player.ts'
import { proveFresh, type ProofInput } from './fresh-proof.ts'
import { logInWithCode, logInWithPassword } from './log-in.ts'
import { createLoginDevices } from './login-devices.ts'
import type { OtpService } from './otp.service.ts'
import {
  registerWithAccount,
  registerWithPhone,
  type AccountRegistration,
  type PhoneRegistration,
} from './register.ts'
import { recordBarredDeclaration } from './barred-declarations.ts'
import { resetPassword } from './reset-password.ts'
import { sendCode } from './send-code.ts'
import type { SessionMeta, SessionService } from './sessions.service.ts'
import { startSession, type SessionStarter } from './start-session.ts'
import type { VipFiguresReader } from '../vip/vip.types.ts'
import { readUserInfo } from './user-info.ts'
import { EMPTY_WALLET } from './user-info.presenter.ts'
import type { UserRow } from './users.queries.ts'

export interface AccountsDeps {
  db: Db
  sessions: SessionService
  otp: OtpService
  appConfig: () => Promise<AppConfig>
  /** The wallet figures of a player; the wallet area supplies them. */
  walletFigures?: WalletFiguresReader
  /** The VIP level and experience of a player; the VIP area supplies them. */
  vipFigures?: VipFiguresReader
  /** Whether the player's identity is verified (KYC approved); the KYC area supplies it. */
  identityVerified?: (executor: Executor, userId: number) => Promise<boolean>
  /** Refuses a new session while the player is cooling off or self-excluded (responsible gaming). */
  assertMayLogIn?: (db: Executor, userId: number) => Promise<void>
  now?: () => Date
}

/**
 * Registration, logins, passwords, the bound phone and fresh proofs of identity. Each operation is
 * its own file and takes what it uses; this binds them to the dependencies of one server.
 */
export function createAccountsService(deps: AccountsDeps) {
  const { db, sessions, otp, appConfig } = deps
  const now = deps.now ?? (() => new Date())
  const walletFigures = deps.walletFigures ?? (async () => EMPTY_WALLET)
  const vipFigures = deps.vipFigures ?? (async () => ({ vip: 0, vipExp: 0 }))
  const identityVerified = deps.identityVerified ?? (async () => false)

  const userInfo = (executor: Executor, userId: number, pooled = false) =>
    readUserInfo({ walletFigures, vipFigures, identityVerified, now }, executor, userId, pooled)
  const session: SessionStarter = (tx, user, meta) =>
    startSession({ sessions, assertMayLogIn: deps.assertMayLogIn, userInfo }, tx, user, meta)
  const register = { db, otp, appConfig, startSession: session, now }
  const proof = { db, sessions, otp }
  const devices = createLoginDevices(db)

  return {
    userInfo: (userId: number) => userInfo(db, userId, true),
    sendCode: (phone: string, mode: AuthMode, ip: string, signedIn: Principal | null) =>
      sendCode({ db, otp }, phone, mode, ip, signedIn),
    registerWithAccount: (input: AccountRegistration, meta: SessionMeta) =>
      registerWithAccount(register, input, meta),
    registerWithPhone: (input: PhoneRegistration, meta: SessionMeta) =>
      registerWithPhone(register, input, meta),
    loginWithPassword: (
      input: { account: string; password: string; deviceTokens?: string[] | undefined },
      meta: SessionMeta,
    ) => logInWithPassword({ db, startSession: session, devices }, input, meta),
    loginWithCode: (input: { phone: string; code: string }, meta: SessionMeta) =>
      logInWithCode({ db, otp, startSession: session, devices }, input, meta),
    resetPassword: (input: { phone: string; code: string; newPassword: string }) =>
      resetPassword({ db, otp, sessions, appConfig, now }, input),
    changePassword: (principal: Principal, input: ProofInput & { newPassword: string }, ip: string) =>
      changePassword({ ...proof, appConfig, now }, principal, input, ip),
    bindPhone: (principal: Principal, input: ProofInput & { phone: string; code: string }, ip: string) =>
      bindPhone({ ...proof, userInfo }, principal, input, ip),
    /**
     * For other areas' sensitive changes (a receiving account, the safebox password): passes when the
     * session proved itself in the last 10 minutes, or with the current password or a proof code.
     */
    proveFresh: (principal: Principal, input: ProofInput, ip: string) =>
      proveFresh(proof, principal, input, ip),
    async logout(principal: Principal): Promise<void> {
      await sessions.revoke(db, principal.sessionId, 'logout')
    },

    // Shared with the social sign-in service.
    checkRegistration: (
      details: RegistrationDetails,
      config: AppConfig,
      barred?: { who: string; ip: string },
    ) =>
      checkRegistration(
        details,
        config,
        now(),
        barred && ((groups) => recordBarredDeclaration(db, { ...barred, groups })),
      ),
    createPlayer: (tx: Tx, player: NewPlayer): Promise<UserRow> => createPlayer(tx, player, now),
    startSession: session,
    checkNickname,
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
