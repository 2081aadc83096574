import { isOldEnough, manilaToday } from '@panalo/contract/account-rules'
import type { CallOutput } from '@panalo/contract/call-map'
import type { KycStatus, KycSubmission } from '@panalo/contract/calls/kyc'
import { eq, sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { kycSubmissions } from '../../db/schema/kyc.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { sendSystemMail } from '../mail/mail.service.ts'
import { attachUploads, type UploadsService } from '../uploads/uploads.service.ts'
import {
  idHeldByAnother,
  isIdentityVerified,
  latestSubmissions,
  pendingSubmissions,
  submissionOf,
  type KycRow,
} from './kyc.queries.ts'

export { isIdentityVerified } from './kyc.queries.ts'

/**
 * Identity verification (docs/decisions/056-identity-verification.md): the player uploads an ID's
 * photos and a selfie (purpose `kyc`, decision 036's hardening), sends them with the ID's details, and
 * the operator approves or refuses with a reason from the CLI; a refused player sends again. The
 * player's state is their newest sending's. Approval verifies them for withdrawals (KycStatus), the
 * newcomer task and `hasKyc`; both decisions mail the player.
 */
export interface KycService {
  /** Whether the player's newest documents are approved (what withdrawals' KycStatus asks). */
  isVerified(db: Executor, userId: number): Promise<boolean>
  upload(userId: number, image: string): Promise<CallOutput<'uploadKyc'>>
  status(userId: number): Promise<KycStatus>
  submit(userId: number, input: KycSubmission): Promise<KycStatus>
  /** Operator: sendings waiting, the longest waiting first. */
  pending(limit?: number): Promise<KycRow[]>
  /** Operator: one sending and its photos. */
  show(id: number): Promise<{ row: KycRow; photos: { name: string; contentType: string; bytes: Buffer }[] }>
  approve(id: number, by: string): Promise<KycRow>
  refuse(id: number, reason: string, by: string): Promise<KycRow>
}

/** The number as an identity: case, spaces and dashes do not make a second ID. */
export function idKeyOf(idNumber: string): string {
  return idNumber.replace(/[\s-]/g, '').toUpperCase()
}

export function presentKyc(rows: readonly KycRow[]): KycStatus {
  const [latest] = rows
  if (!latest)
    return {
      state: 'none',
      resubmitted: false,
      idType: null,
      idNumberEnd: null,
      fullName: null,
      birthDate: null,
      refuseReason: null,
      submitTime: null,
      reviewTime: null,
    }
  return {
    state: latest.state,
    // Only a refusal lets a player send again, so an earlier row means this one follows a refusal.
    resubmitted: rows.length > 1,
    idType: latest.idType,
    idNumberEnd: latest.idKey.slice(-4),
    fullName: latest.fullName,
    birthDate: latest.birthDate,
    refuseReason: latest.refuseReason,
    submitTime: latest.createdAt.toISOString(),
    reviewTime: latest.reviewedAt?.toISOString() ?? null,
  }
}

export function createKycService({
  db,
  uploads,
  now = () => new Date(),
}: {
  db: Db
  uploads: UploadsService
  now?: () => Date
}): KycService {
  async function decide(
    id: number,
    decision: { state: 'approved' } | { state: 'refused'; reason: string },
    by: string,
  ): Promise<KycRow> {
    return inTransaction(db, async (tx) => {
      const row = await submissionOf(tx, id, true)
      if (!row) throw new AppError('KYC_NOT_FOUND', `No identity documents ${id}`)
      if (row.state !== 'pending') throw new AppError('KYC_NOT_PENDING', `Documents ${id} are ${row.state}`)
      const [updated] = await tx
        .update(kycSubmissions)
        .set({
          state: decision.state,
          refuseReason: decision.state === 'refused' ? decision.reason : null,
          reviewedBy: by,
          reviewedAt: sql`now()`,
        })
        .where(eq(kycSubmissions.id, id))
        .returning()
      if (!updated) throw new Error('kyc decision not written')
      await sendSystemMail(tx, {
        userId: row.userId,
        kind: decision.state === 'approved' ? 'kycApproved' : 'kycRefused',
        key: `kyc:${id}`,
        params: decision.state === 'refused' ? { reason: decision.reason } : {},
      })
      return updated
    })
  }

  return {
    isVerified: isIdentityVerified,

    upload: (userId, image) => uploads.storeImage(userId, 'kyc', Buffer.from(image, 'base64')),

    async status(userId) {
      return presentKyc(await latestSubmissions(db, userId))
    },

    async submit(userId, input) {
      if (!isOldEnough(input.birthDate, manilaToday(now()))) throw new AppError('KYC_UNDER_AGE')
      const idKey = idKeyOf(input.idNumber)
      return inTransaction(db, async (tx) => {
        // The player's row orders their racing sendings; the ID's lock, two accounts sending one ID.
        await tx.execute(sql`select id from users where id = ${userId} for update`)
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kyc-id:${input.idType}:${idKey}`}))`)
        const [latest] = await latestSubmissions(tx, userId)
        if (latest?.state === 'pending') throw new AppError('KYC_PENDING')
        if (latest?.state === 'approved') throw new AppError('KYC_ALREADY_APPROVED')
        if (await idHeldByAnother(tx, { idType: input.idType, idKey, userId }))
          throw new AppError('KYC_ID_IN_USE')
        const back = input.idType === 'passport' ? undefined : input.back
        const [row] = await tx
          .insert(kycSubmissions)
          .values({
            userId,
            idType: input.idType,
            idNumber: input.idNumber,
            idKey,
            fullName: input.fullName,
            birthDate: input.birthDate,
            frontUpload: input.front,
            backUpload: back ?? null,
            selfieUpload: input.selfie,
          })
          .returning()
        if (!row) throw new Error('kyc submission not written')
        await attachUploads(tx, {
          userId,
          purpose: 'kyc',
          ids: [input.front, ...(back ? [back] : []), input.selfie],
          to: `kyc:${row.id}`,
        })
        return presentKyc(await latestSubmissions(tx, userId))
      })
    },

    pending: (limit = 50) => pendingSubmissions(db, limit),

    async show(id) {
      const row = await submissionOf(db, id)
      if (!row) throw new AppError('KYC_NOT_FOUND', `No identity documents ${id}`)
      const named = [
        ['front', row.frontUpload],
        ['back', row.backUpload],
        ['selfie', row.selfieUpload],
      ] as const
      const photos = []
      for (const [name, upload] of named) {
        if (!upload) continue
        const image = await uploads.readAny(upload)
        photos.push({ name, contentType: image.contentType, bytes: image.bytes })
      }
      return { row, photos }
    },

    approve: (id, by) => decide(id, { state: 'approved' }, by),
    refuse: (id, reason, by) => decide(id, { state: 'refused', reason }, by),
  }
}
