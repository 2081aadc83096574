import { isOldEnough } from '@panalo/contract/account-rules'
import { KYC_ID_TYPES_WITHOUT_BACK, kycSubmissionSchema, type KycIdType } from '@panalo/contract/calls/kyc'

export type KycField = 'idType' | 'idNumber' | 'fullName' | 'birthDate' | 'front' | 'back' | 'selfie'
export type KycProblem = 'missing' | 'invalid' | 'underAge'

export interface KycDraft {
  idType: KycIdType | ''
  idNumber: string
  fullName: string
  birthDate: string
  front?: string | undefined
  back?: string | undefined
  selfie?: string | undefined
}

/** Whether an ID of this type (or none chosen yet) has a back to photograph. */
export function needsBack(idType: KycIdType | ''): boolean {
  return idType === '' || !KYC_ID_TYPES_WITHOUT_BACK.includes(idType)
}

/**
 * What stops the form from being sent, field by field, by the same schema the server applies, plus
 * the age on the ID against `today` (Manila, YYYY-MM-DD); empty when it may go.
 */
export function kycDraftProblems(draft: KycDraft, today: string): Partial<Record<KycField, KycProblem>> {
  const found: Partial<Record<KycField, KycProblem>> = {}
  if (draft.idType === '') found.idType = 'missing'
  for (const photo of ['front', ...(needsBack(draft.idType) ? ['back' as const] : []), 'selfie'] as const)
    if (!draft[photo]) found[photo] = 'missing'
  const parsed = kycSubmissionSchema.safeParse(draft)
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as KycField
    found[field] ??= 'invalid'
  }
  if (!found.birthDate && !isOldEnough(draft.birthDate, today)) found.birthDate = 'underAge'
  return found
}
