import type { OpsCallInput, OpsCallName, OpsCallOutput } from '@panalo/contract/ops/ops-call-map'
import type { StaffRole } from '@panalo/contract/ops/roles'

import { newTotpSecret, totpCode } from '../../src/modules/staff/totp.ts'
import type { TestApp } from './test-app.ts'

export const CONSOLE_ORIGIN = 'http://localhost:8080'

export interface OpsAnswer<Data> {
  status: number
  errcode: number
  msg: string
  data: Data
  setCookie: string | undefined
}

export interface OpsOptions {
  cookie?: string | undefined
  origin?: string | null
  ip?: string
  headers?: Record<string, string>
}

/** Posts an ops call as the console would: JSON, the console's Origin, the session cookie. */
export async function opsCall<Name extends OpsCallName>(
  t: TestApp,
  name: Name,
  input: OpsCallInput<Name> | Record<string, unknown>,
  options: OpsOptions = {},
): Promise<OpsAnswer<OpsCallOutput<Name>>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
  if (options.origin !== null) headers.origin = options.origin ?? CONSOLE_ORIGIN
  if (options.cookie) headers.cookie = options.cookie
  const response = await t.app.inject({
    method: 'POST',
    url: `/ops/v1/${name}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers,
    payload: JSON.stringify(input),
  })
  const setCookie = response.headers['set-cookie']
  const body = response.statusCode === 404 ? { errcode: -1, msg: '', data: null } : response.json()
  return {
    status: response.statusCode,
    ...(body as { errcode: number; msg: string; data: OpsCallOutput<Name> }),
    setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie,
  }
}

/** The `name=value` part of a Set-Cookie header, to send back as Cookie. */
export function cookieOf(setCookie: string | undefined): string {
  const pair = setCookie?.split(';')[0]
  if (!pair) throw new Error('no session cookie was set')
  return pair
}

let counter = 0

export interface TestStaff {
  account: string
  password: string
  secret: string
  role: StaffRole
  cookie: string
}

/** A staff member of a role with an enrolled authenticator, signed in. */
export async function signedInStaff(t: TestApp, role: StaffRole, ip = '127.0.0.1'): Promise<TestStaff> {
  counter++
  const account = `${role.toLowerCase()}.${process.pid % 1000}.${counter}`
  const password = 'correct horse battery'
  const secret = newTotpSecret()
  await t.services.staff.create(
    { account, role, password, displayName: `Test ${role} ${counter}` },
    { staff: 'test', role: 'test', ip: 'test' },
    secret,
  )
  const answer = await opsCall(t, 'staffLogin', { account, password, totp: totpCode(secret) }, { ip })
  if (answer.errcode !== 0) throw new Error(`staffLogin: ${answer.msg}`)
  return { account, password, secret, role, cookie: cookieOf(answer.setCookie) }
}
