import { drawProofCalls } from '@panalo/contract/calls/draw-proof'
import { spinCalls } from '@panalo/contract/calls/spin'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { DrawProofsService } from './draw-proofs.service.ts'

/** The proofs of draws and spins for /fair, and the spin record (docs/decisions/055-verifying-draws.md, 107). */
export function drawProofCallHandlers({ drawProofs }: { drawProofs: DrawProofsService }): CallHandler[] {
  return [
    defineHandler(drawProofCalls.getDrawProof, (context, input) =>
      drawProofs.proof(context.user.userId, input.kind, input.id),
    ),
    defineHandler(spinCalls.turntableRecord, (context) => drawProofs.spinRecord(context.user.userId)),
  ]
}
