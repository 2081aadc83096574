import { OPS_ERRORS, type OpsErrorName } from '@panalo/contract/ops/errors'

/** A failure a staff member is told about in the console; the ops route turns it into the envelope. */
export class OpsError extends Error {
  readonly errorName: OpsErrorName
  readonly errcode: number
  readonly data: unknown

  constructor(errorName: OpsErrorName, message?: string, data: unknown = null) {
    super(message ?? OPS_ERRORS[errorName].message)
    this.name = 'OpsError'
    this.errorName = errorName
    this.errcode = OPS_ERRORS[errorName].code
    this.data = data
  }
}
