import { ERROR_CODES } from 'virtual:error-codes'
import { useState } from 'react'

import { isApiError } from '../api/client.ts'

export interface FreshProof {
  currentPassword: string
  proofCode: string
}

export const NO_PROOF: FreshProof = { currentPassword: '', proofCode: '' }

/** The proof fields as the call sends them: only what was typed. */
function proofInput(proof: FreshProof) {
  return {
    ...(proof.currentPassword ? { currentPassword: proof.currentPassword } : {}),
    ...(proof.proofCode ? { proofCode: proof.proofCode } : {}),
  }
}

/**
 * The state of a form whose call may answer REAUTH_REQUIRED: once it does, the form shows the proof
 * fields and sends what the player types in them with the next try.
 */
export function useFreshProof() {
  const [proof, setProof] = useState(NO_PROOF)
  const [asked, setAsked] = useState(false)
  return {
    proof,
    setProof,
    asked,
    input: proofInput(proof),
    /** For mutateAsync(...).catch: notes a REAUTH_REQUIRED and swallows the error (the form shows it). */
    catchReauth: (error: unknown): undefined => {
      if (isReauth(error)) setAsked(true)
      return undefined
    },
  }
}

export function isReauth(error: unknown): boolean {
  return isApiError(error, ERROR_CODES.REAUTH_REQUIRED)
}
