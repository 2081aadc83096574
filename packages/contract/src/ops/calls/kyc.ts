import { z } from 'zod'

import { KYC_ID_TYPES, KYC_REASON_MAX } from '../../calls/kyc.ts'
import { defineOpsCalls } from '../define-ops-call.ts'

export const KYC_SIDES = ['front', 'back', 'selfie'] as const
export type KycSide = (typeof KYC_SIDES)[number]

export const deskKycSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  playerAccount: z.string().nullable(),
  state: z.enum(['pending', 'approved', 'refused']),
  idType: z.enum(KYC_ID_TYPES),
  idNumber: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  sides: z.array(z.enum(KYC_SIDES)).describe('The photos this sending has.'),
  refuseReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type DeskKyc = z.infer<typeof deskKycSchema>

const KYC_ROLES = ['kyc', 'admin'] as const

export const kycDeskCalls = defineOpsCalls({
  kycQueue: {
    roles: KYC_ROLES,
    description: 'Identity documents of a state; pending ones longest waiting first.',
    request: z.object({
      state: z.enum(['pending', 'approved', 'refused']).default('pending'),
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ list: z.array(deskKycSchema), total: z.number().int() }),
  },
  kycPhoto: {
    roles: KYC_ROLES,
    description:
      'One photo of a sending (the ID’s front or back, the selfie), as base64. Answered only to kyc and admin, never cached, and every view is on the audit chain.',
    request: z.object({ id: z.number().int().positive(), side: z.enum(KYC_SIDES) }),
    response: z.object({ contentType: z.string(), base64: z.string() }),
  },
  kycApprove: {
    roles: KYC_ROLES,
    description: 'Approves waiting documents: the player is verified and mailed.',
    request: z.object({ id: z.number().int().positive() }),
    response: deskKycSchema,
  },
  kycRefuse: {
    roles: KYC_ROLES,
    description: 'Refuses waiting documents with a reason the player reads; they may send again.',
    request: z.object({
      id: z.number().int().positive(),
      reason: z.string().trim().min(3).max(KYC_REASON_MAX),
    }),
    response: deskKycSchema,
  },
})
