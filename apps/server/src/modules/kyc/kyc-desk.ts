import type { DeskKyc, KycSide } from '@panalo/contract/ops/calls/kyc'
import { asc, count, desc, eq } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { kycSubmissions } from '../../db/schema/kyc.ts'
import { AppError } from '../../platform/app-error.ts'
import type { StaffPrincipal } from '../../platform/ops-handler.ts'
import { appendAudit } from '../audit/audit.service.ts'
import { playerDirectory, playerLabel } from '../../db/views/player-directory.ts'
import type { KycRow } from './kyc.queries.ts'
import type { KycService } from './kyc.service.ts'

function present(row: KycRow, playerAccount: string | null): DeskKyc {
  const sides: KycSide[] = []
  if (row.frontUpload) sides.push('front')
  if (row.backUpload) sides.push('back')
  if (row.selfieUpload) sides.push('selfie')
  return {
    id: row.id,
    userId: row.userId,
    playerAccount,
    state: row.state,
    idType: row.idType,
    idNumber: row.idNumber,
    fullName: row.fullName,
    birthDate: row.birthDate,
    sides,
    refuseReason: row.refuseReason,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The KYC desk (decision 067): the queue, each photo shown in the browser to kyc and admin staff only
 * (every view on the audit chain), and the decisions, which are the KYC service's — the same the CLI's
 * kyc:approve and kyc:refuse run.
 */
export function createKycDesk(db: Db, kyc: KycService) {
  const actor = (principal: StaffPrincipal, ip: string) => ({
    staff: principal.account,
    role: principal.role,
    ip,
  })
  async function one(id: number): Promise<DeskKyc> {
    const [found] = await db
      .select({ row: kycSubmissions, playerAccount: playerLabel })
      .from(kycSubmissions)
      .innerJoin(playerDirectory, eq(playerDirectory.id, kycSubmissions.userId))
      .where(eq(kycSubmissions.id, id))
    if (!found) throw new AppError('KYC_NOT_FOUND', `No identity documents ${id}`)
    return present(found.row, found.playerAccount)
  }

  return {
    async queue(state: DeskKyc['state'], pageNum: number, pageSize: number) {
      const where = eq(kycSubmissions.state, state)
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ row: kycSubmissions, playerAccount: playerLabel })
          .from(kycSubmissions)
          .innerJoin(playerDirectory, eq(playerDirectory.id, kycSubmissions.userId))
          .where(where)
          .orderBy(state === 'pending' ? asc(kycSubmissions.id) : desc(kycSubmissions.reviewedAt))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ total: count() }).from(kycSubmissions).where(where),
      ])
      return {
        list: rows.map(({ row, playerAccount }) => present(row, playerAccount)),
        total: totalRow?.total ?? 0,
      }
    },

    async photo(principal: StaffPrincipal, ip: string, id: number, side: KycSide) {
      const { row, photos } = await kyc.show(id)
      const photo = photos.find((candidate) => candidate.name === side)
      if (!photo) throw new AppError('NOT_FOUND', `Documents ${id} have no ${side} photo`)
      await appendAudit(db, actor(principal, ip), {
        action: 'kyc.view',
        target: `kyc:${id}`,
        after: { side, userId: row.userId },
      })
      return { contentType: photo.contentType, base64: photo.bytes.toString('base64') }
    },

    async approve(principal: StaffPrincipal, ip: string, id: number) {
      await kyc.approve(id, principal.account)
      await appendAudit(db, actor(principal, ip), {
        action: 'kyc.approve',
        target: `kyc:${id}`,
        before: { state: 'pending' },
        after: { state: 'approved' },
      })
      return one(id)
    },

    async refuse(principal: StaffPrincipal, ip: string, id: number, reason: string) {
      await kyc.refuse(id, reason, principal.account)
      await appendAudit(db, actor(principal, ip), {
        action: 'kyc.refuse',
        target: `kyc:${id}`,
        before: { state: 'pending' },
        after: { state: 'refused', reason },
      })
      return one(id)
    },
  }
}

export type KycDesk = ReturnType<typeof createKycDesk>
