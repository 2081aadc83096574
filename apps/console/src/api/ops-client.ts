import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import type { OpsCallInput, OpsCallName, OpsCallOutput } from '@panalo/contract/ops/ops-call-map'

/** A refusal of an ops call: its errcode, message and data (the enrolment's QR code, for one). */
export class OpsCallError extends Error {
  readonly errcode: number
  readonly data: unknown

  constructor(errcode: number, message: string, data: unknown) {
    super(message)
    this.name = 'OpsCallError'
    this.errcode = errcode
    this.data = data
  }
}

const signedOutListeners = new Set<() => void>()

/** Called when a call answers that the session has ended (idle, too old, signed out elsewhere). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener)
  return () => signedOutListeners.delete(listener)
}

/**
 * `POST /ops/v1/<name>`: the session travels in its httpOnly cookie, which script never reads; the
 * browser adds the Origin the server checks.
 */
export async function opsCall<Name extends OpsCallName>(
  name: Name,
  input: OpsCallInput<Name>,
): Promise<OpsCallOutput<Name>> {
  const response = await fetch(`/ops/v1/${name}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
  if (!response.ok && response.status !== 200)
    throw new OpsCallError(response.status, `The server answered HTTP ${response.status}`, null)
  const envelope = (await response.json()) as { errcode: number; msg: string; data: unknown }
  if (envelope.errcode !== 0) {
    if (envelope.errcode === OPS_ERRORS.STAFF_SIGNED_OUT.code && name !== 'staffMe')
      for (const listener of signedOutListeners) listener()
    throw new OpsCallError(envelope.errcode, envelope.msg, envelope.data)
  }
  return envelope.data as OpsCallOutput<Name>
}

export function isOpsError(error: unknown, name: keyof typeof OPS_ERRORS): error is OpsCallError {
  return error instanceof OpsCallError && error.errcode === OPS_ERRORS[name].code
}
