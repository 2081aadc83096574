import { randomInt } from 'node:crypto'

import type { AppConfig } from '@panalo/contract/app-config'
import { AUTH_MODE, type AuthMode } from '@panalo/contract/enums'
import { maskPhone } from '@panalo/contract/phone'
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'

import type { Db, Tx } from '../../db/client.ts'
import { otpCodes, smsMessages, users } from '../../db/schema/accounts.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { sameSecret, sha256Hex } from '../../platform/secrets.ts'
import { takeAttempt } from '../throttle/attempts.service.ts'
import type { SmsGateway } from './sms/sms-gateway.ts'

/** OTP rules of the accounts issue and reference/reliability.md C8. */
export const OTP_RULES = {
  validMs: 5 * 60_000,
  maxWrongTries: 5,
  /** Codes one network address may ask for per hour, whatever the number. */
  perIpPerHour: 20,
} as const

export type OtpCheck = 'ok' | 'invalid' | 'tooManyTries'

export interface OtpServiceDeps {
  db: Db
  sms: SmsGateway
  appConfig: () => Promise<AppConfig>
  log: FastifyBaseLogger
  /** The wait before another code to the same number (60 s unless configured otherwise). */
  resendAfterMs: number
  now?: () => number
}

/** Which modes a code may have been sent for, per use. */
export const CODE_MODES = {
  register: [AUTH_MODE.register, AUTH_MODE.loginAndRegister],
  login: [AUTH_MODE.loginAndRegister],
  forget: [AUTH_MODE.forget],
  bind: [AUTH_MODE.bind],
  proof: [AUTH_MODE.forget],
} as const satisfies Record<string, readonly AuthMode[]>

/**
 * One-time SMS codes: digits from a CSPRNG, valid 5 minutes, single use, bound to the phone and the
 * mode they were sent for, at most 5 wrong tries, one send per minute, a daily limit per phone from
 * the config and an hourly limit per network address.
 */
export function createOtpService({ db, sms, appConfig, log, resendAfterMs, now = Date.now }: OtpServiceDeps) {
  return {
    /**
     * Sends a code, or with `notice` that text instead: the number cannot get a code for this mode.
     * A notice goes through the same steps and limits and answers the same, so the caller cannot tell
     * the two apart; its row is closed at once, so no code can match it.
     */
    async send(phone: string, mode: AuthMode, ip: string, notice?: string) {
      const config = await appConfig()
      const length = config.lengths.smsCode.max
      const code = String(randomInt(0, 10 ** length)).padStart(length, '0')
      const text =
        notice ??
        `${code} is your Panalo code. It expires in 5 minutes. Never share it, not even with Panalo staff.`

      const outcome = await inTransaction(db, async (tx) => {
        // One send at a time per number, so two quick taps cannot both pass the resend check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`)
        const [latest] = await tx
          .select({ createdAt: otpCodes.createdAt })
          .from(otpCodes)
          .where(eq(otpCodes.phone, phone))
          .orderBy(desc(otpCodes.createdAt))
          .limit(1)
        const sinceLast = latest ? now() - latest.createdAt.getTime() : Infinity
        if (sinceLast < resendAfterMs) {
          const retryAfterSeconds = Math.ceil((resendAfterMs - sinceLast) / 1000)
          return { refused: new AppError('OTP_RESEND_TOO_SOON', undefined, { retryAfterSeconds }) }
        }
        const [sentToday] = await tx
          .select({ n: count() })
          .from(otpCodes)
          .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, manilaMidnight(now()))))
        if ((sentToday?.n ?? 0) >= config.smsCodeSendLimit)
          return { refused: new AppError('OTP_DAILY_LIMIT') }
        const perIp = await takeAttempt(tx, `otp:ip:${ip}`, {
          limit: OTP_RULES.perIpPerHour,
          windowMs: 3_600_000,
        })
        if (!perIp.allowed) {
          const retryAfterSeconds = Math.ceil(perIp.retryAfterMs / 1000)
          return {
            refused: new AppError(
              'RATE_LIMITED',
              `Too many codes asked from this network. Try again in ${minutes(retryAfterSeconds)}.`,
              { retryAfterSeconds },
            ),
          }
        }
        // A newer code replaces any older one still open for this number.
        if (notice === undefined)
          await tx
            .update(otpCodes)
            .set({ closedAt: sql`now()` })
            .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.closedAt)))
        await tx.insert(otpCodes).values({
          phone,
          mode,
          codeHash: codeHash(phone, mode, code),
          expiresAt: new Date(now() + OTP_RULES.validMs),
          ip,
          ...(notice === undefined ? {} : { closedAt: sql`now()` }),
        })
        const [message] = await tx
          .insert(smsMessages)
          .values({
            phone,
            body: sms.keepsText || notice !== undefined ? text : text.replace(code, '•'.repeat(length)),
            gateway: sms.name,
            status: 'queued',
          })
          .returning({ id: smsMessages.id })
        return { messageId: message?.id }
      })
      if ('refused' in outcome) throw outcome.refused

      // The SMS leaves after the commit: a rolled-back request never texts anyone.
      try {
        const sent = await sms.send({ to: phone, text })
        await db
          .update(smsMessages)
          .set({ status: 'sent', gatewayMessageId: sent.messageId })
          .where(eq(smsMessages.id, Number(outcome.messageId)))
      } catch (error) {
        log.error({ err: error, phone: maskPhone(phone) }, 'SMS gateway failed')
        await db
          .update(smsMessages)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(smsMessages.id, Number(outcome.messageId)))
        throw new AppError('INTERNAL', 'We could not send the SMS. Please try again in a moment.')
      }
      return {
        maskedPhone: maskPhone(phone),
        expiresInSeconds: OTP_RULES.validMs / 1000,
        resendAfterSeconds: resendAfterMs / 1000,
      }
    },

    /**
     * Checks and, when right, uses up the newest open code for the phone sent for one of `modes`. A
     * wrong code counts against the code, so the caller must commit `tx` even when this answers
     * 'invalid' — return the check from the transaction and throw after it.
     */
    async consume(tx: Tx, phone: string, modes: readonly AuthMode[], code: string): Promise<OtpCheck> {
      const [open] = await tx
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.phone, phone),
            inArray(otpCodes.mode, [...modes]),
            isNull(otpCodes.closedAt),
            gt(otpCodes.expiresAt, new Date(now())),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1)
        .for('update')
      if (!open) return 'invalid'
      if (open.wrongTries >= OTP_RULES.maxWrongTries) return 'tooManyTries'
      if (sameSecret(open.codeHash, codeHash(phone, open.mode, code))) {
        await tx
          .update(otpCodes)
          .set({ closedAt: sql`now()` })
          .where(eq(otpCodes.id, open.id))
        return 'ok'
      }
      const wrongTries = open.wrongTries + 1
      await tx
        .update(otpCodes)
        .set({ wrongTries, ...(wrongTries >= OTP_RULES.maxWrongTries ? { closedAt: sql`now()` } : {}) })
        .where(eq(otpCodes.id, open.id))
      return wrongTries >= OTP_RULES.maxWrongTries ? 'tooManyTries' : 'invalid'
    },

    /** Whether a phone already belongs to a player. */
    async isRegistered(phone: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, phone))
      return row !== undefined
    },
  }
}

export type OtpService = ReturnType<typeof createOtpService>

/** The AppError a failed check becomes. */
export function otpError(check: Exclude<OtpCheck, 'ok'>): AppError {
  return new AppError(check === 'tooManyTries' ? 'OTP_TOO_MANY_TRIES' : 'OTP_INVALID')
}

function codeHash(phone: string, mode: number, code: string): string {
  return sha256Hex(`${phone}:${mode}:${code}`)
}

/** Midnight in Manila (UTC+8, no daylight saving) before `now`: daily limits follow the players' day. */
function manilaMidnight(now: number): Date {
  const MANILA_OFFSET_MS = 8 * 3_600_000
  const local = now + MANILA_OFFSET_MS
  return new Date(local - (local % 86_400_000) - MANILA_OFFSET_MS)
}

export function minutes(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds / 60))
  return whole === 1 ? '1 minute' : `${whole} minutes`
}
