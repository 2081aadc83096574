import { randomBytes } from 'node:crypto'

import { AUTH_MODE } from '@panalo/contract/enums'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'
import type { SessionAnswer } from '@panalo/contract/user-info'
import { and, desc, eq, sql } from 'drizzle-orm'

import type { Executor } from '../../src/db/client.ts'
import { otpCodes, smsMessages, users } from '../../src/db/schema/accounts.ts'
import type { TestApp } from './test-app.ts'

/** Registration details of an eligible adult. */
export const ELIGIBLE: RegistrationDetails = {
  dateOfBirth: '1994-03-08',
  eligibility: {
    notGovernmentOfficial: true,
    notMilitaryOrPolice: true,
    notRestrictedPerson: true,
    notGamingLicensee: true,
  },
  acceptedTerms: true,
}

let nextPhone = 0
/**
 * Seven digits after +63918: a random start for this process, then one more per number, so no two
 * numbers of a worker's test files are the same (a worker keeps this module from file to file).
 */
const PHONE_START = Math.floor(Math.random() * 10_000_000)
/** A fresh Philippine mobile number for each call (E.164). */
export function newPhone(): string {
  nextPhone += 1
  return `+63918${String((PHONE_START + nextPhone) % 10_000_000).padStart(7, '0')}`
}

/** The code in the newest SMS sent to a phone, as the player would read it. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const [message] = await t.database.db
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(eq(smsMessages.phone, phone))
    .orderBy(desc(smsMessages.id))
    .limit(1)
  const code = message?.body.match(/^(\d+) is your Panalo code/)?.[1]
  if (!code) throw new Error(`no code was sent to ${phone}`)
  return code
}

/** Lets a test send another code to the same phone without waiting out the resend minute. */
export async function ageCodes(t: TestApp, phone: string, byMs = 61_000): Promise<void> {
  await t.database.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${byMs / 1000})` })
    .where(and(eq(otpCodes.phone, phone)))
}

/**
 * Ages only the newest code sent to a phone, past the resend wait. Sending many codes in a row this
 * way keeps every code within a minute of now, so a count per Manila day is not cut in two by the
 * test's own aging when it runs just after midnight in Manila (16:00 UTC).
 */
export async function ageNewestCode(t: TestApp, phone: string, byMs = 61_000): Promise<void> {
  await t.database.db.execute(sql`
    update otp_codes set created_at = created_at - make_interval(secs => ${byMs / 1000})
     where id = (select id from otp_codes where phone = ${phone} order by created_at desc limit 1)`)
}

/** Registers a new player by phone and code; answers the session. */
export async function registerPlayer(
  t: TestApp,
  phone = newPhone(),
  // Each player from its own address, so the per-network code limit stays out of unrelated tests.
  ip = `10.200.${Math.floor(nextPhone / 250) % 250}.${nextPhone % 250}`,
): Promise<SessionAnswer & { phone: string }> {
  const sent = await t.call('smsSend', { phone, mode: AUTH_MODE.register }, { ip })
  if (sent.errcode !== 0) throw new Error(`smsSend failed: ${sent.msg}`)
  const answer = await t.call(
    'accountRegist4',
    { phone, code: await latestCode(t, phone), registration: ELIGIBLE },
    { ip },
  )
  if (answer.errcode !== 0) throw new Error(`accountRegist4 failed: ${answer.msg}`)
  return { ...answer.data, phone }
}

/** A player row made directly, for service-level tests that need no session. */
export async function insertPlayer(db: Executor): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      nickname: 'Tester',
      accountType: 2,
      dateOfBirth: '1990-01-01',
      eligibilityConfirmedAt: new Date(),
      termsAcceptedAt: new Date(),
      inviteCode: randomBytes(6).toString('hex'),
    })
    .returning({ id: users.id })
  if (!row) throw new Error('no player inserted')
  return row.id
}
