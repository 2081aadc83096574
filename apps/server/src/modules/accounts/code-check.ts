import type { Db, Tx } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { otpError, type OtpCheck } from './otp.service.ts'

/** A code check that failed inside a transaction that must still commit (the wrong try counts). */
export class CodeFailed {
  readonly check: Exclude<OtpCheck, 'ok'>
  constructor(check: Exclude<OtpCheck, 'ok'>) {
    this.check = check
  }
}

/** Runs `work` with a code check; a wrong code is committed (it counts), then raised. */
export async function withCode<T>(db: Db, work: (tx: Tx) => Promise<T | CodeFailed>): Promise<T> {
  const result = await inTransaction(db, work)
  if (result instanceof CodeFailed) throw otpError(result.check)
  return result
}
