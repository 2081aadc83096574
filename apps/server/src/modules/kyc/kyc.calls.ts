import { kycCalls } from '@panalo/contract/calls/kyc'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { KycService } from './kyc.service.ts'

/** Identity verification (/member/profile/kyc; decision 056): the photos, the sending, the state. */
export function kycCallHandlers({ kyc }: { kyc: KycService }): CallHandler[] {
  return [
    defineHandler(kycCalls.uploadKyc, (context, input) => kyc.upload(context.user.userId, input.image)),
    defineHandler(kycCalls.addKyc, (context, input) => kyc.submit(context.user.userId, input)),
    defineHandler(kycCalls.kyc, (context) => kyc.status(context.user.userId)),
  ]
}
