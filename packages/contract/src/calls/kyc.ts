import { z } from 'zod'

import { DATE_PATTERN, isCalendarDate } from '../account-rules.ts'
import { defineCalls } from '../define-call.ts'
import { feedbackCalls, uploadIdField } from './feedback.ts'

/**
 * Identity verification (SPEC.md §2 /member/profile/kyc, §7 uploadKyc, addKyc, kyc;
 * docs/decisions/056-identity-verification.md): a Philippine ID's front and back and a selfie, uploaded
 * hardened like feedback images (decision 036), then sent with the ID's details for the operator to
 * approve or refuse with a reason from the CLI. A refused player sends again.
 */

/** The IDs taken: what PH e-wallets and PAGCOR licensees accept as a primary government ID. */
export const KYC_ID_TYPES = [
  'philsys',
  'passport',
  'driversLicense',
  'umid',
  'sss',
  'prc',
  'postal',
  'philhealth',
  'tin',
] as const
export type KycIdType = (typeof KYC_ID_TYPES)[number]

/** A passport's photo page is one side: no back. */
export const KYC_ID_TYPES_WITHOUT_BACK: readonly KycIdType[] = ['passport']

/** none: nothing sent; pending: waiting for the operator; approved; refused (with a reason). */
export const KYC_STATES = ['none', 'pending', 'approved', 'refused'] as const
export type KycState = (typeof KYC_STATES)[number]

/** ID numbers: letters, digits, spaces and dashes, as printed on the card. */
export const KYC_ID_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/
export const KYC_ID_NUMBER_MIN = 4
export const KYC_ID_NUMBER_MAX = 30
export const KYC_NAME_MAX = 100
/** The longest refusal reason the operator writes. */
export const KYC_REASON_MAX = 200

export const kycStatusSchema = z.object({
  state: z.enum(KYC_STATES),
  resubmitted: z.boolean().describe('The pending documents follow a refusal.'),
  idType: z.enum(KYC_ID_TYPES).nullable(),
  idNumberEnd: z
    .string()
    .nullable()
    .describe('The last 4 characters of the ID number; the rest stays hidden.'),
  fullName: z.string().nullable(),
  birthDate: z.string().nullable().describe('YYYY-MM-DD, as on the ID.'),
  refuseReason: z.string().nullable().describe('Why the operator refused the last documents.'),
  submitTime: z.string().nullable().describe('ISO 8601: when the last documents were sent.'),
  reviewTime: z.string().nullable().describe('ISO 8601: when the operator decided.'),
})
export type KycStatus = z.infer<typeof kycStatusSchema>

export const kycSubmissionSchema = z
  .object({
    idType: z.enum(KYC_ID_TYPES),
    idNumber: z
      .string()
      .trim()
      .min(KYC_ID_NUMBER_MIN)
      .max(KYC_ID_NUMBER_MAX)
      .regex(KYC_ID_NUMBER_PATTERN, 'Letters, digits, spaces and dashes, as on the ID'),
    fullName: z
      .string()
      .trim()
      .min(2)
      .max(KYC_NAME_MAX)
      .regex(/^[\p{L}][\p{L} .,'-]*$/u, 'The name as printed on the ID'),
    birthDate: z
      .string()
      .regex(DATE_PATTERN, 'Use YYYY-MM-DD')
      .refine(isCalendarDate, 'Not a real date')
      .describe('As printed on the ID.'),
    front: uploadIdField.describe('uploadKyc id: the front of the ID.'),
    back: uploadIdField.optional().describe('uploadKyc id: the back (every ID but a passport).'),
    selfie: uploadIdField.describe('uploadKyc id: the player holding the ID beside their face.'),
  })
  .refine((input) => KYC_ID_TYPES_WITHOUT_BACK.includes(input.idType) || input.back !== undefined, {
    message: 'Add a photo of the back of the ID',
    path: ['back'],
  })
export type KycSubmission = z.infer<typeof kycSubmissionSchema>

export const kycCalls = defineCalls({
  uploadKyc: {
    access: 'user',
    description:
      'Uploads one photo of an ID (front or back) or the selfie, base64 in `image`: hardened like uploadFeedbackImage (JPEG, PNG or WebP read from the bytes, size cap, re-encoded without metadata, random name). Answers its id for addKyc; only its owner and the operator ever see it.',
    request: feedbackCalls.uploadFeedbackImage.request,
    response: feedbackCalls.uploadFeedbackImage.response,
  },
  addKyc: {
    access: 'user',
    description:
      'Sends the ID details and the three photos for review. The date of birth must make the player 21 or over; refused while documents wait (KYC_PENDING) or once approved (KYC_ALREADY_APPROVED); allowed again after a refusal.',
    request: kycSubmissionSchema,
    response: kycStatusSchema,
  },
  kyc: {
    access: 'user',
    description:
      'The player’s identity verification: its state, the last documents’ details and any refusal reason.',
    request: z.object({}),
    response: kycStatusSchema,
  },
})
