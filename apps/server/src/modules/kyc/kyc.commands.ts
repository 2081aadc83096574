import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { ageOn, manilaToday } from '@panalo/contract/account-rules'
import { KYC_REASON_MAX } from '@panalo/contract/calls/kyc'

import {
  AdminUsageError,
  readOption,
  refusalAsUsage,
  type AdminCommand,
} from '../../platform/admin-command.ts'
import type { KycService } from './kyc.service.ts'

const OPERATOR = `cli:${process.env.USER ?? 'operator'}`
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

function submissionId(text: string | undefined): number {
  if (!text || !/^\d{1,15}$/.test(text) || Number(text) < 1)
    throw new AdminUsageError('Name the documents by their id (kyc:list shows them)')
  return Number(text)
}

export const kycListCommand: AdminCommand<{ kyc: KycService }> = {
  name: 'kyc:list',
  flags: {},
  positionals: 0,
  usage: 'kyc:list',
  summary: 'Lists identity documents waiting for review, the longest waiting first.',
  async run({ services, print }) {
    const rows = await services.kyc.pending()
    if (rows.length === 0) print('No identity documents waiting.')
    for (const row of rows)
      print(
        `#${row.id}  user ${row.userId}  ${row.idType.padEnd(14)}  ${row.fullName}  sent ${row.createdAt.toISOString().slice(0, 16)}`,
      )
  },
}

export const kycShowCommand: AdminCommand<{ kyc: KycService }> = {
  name: 'kyc:show',
  flags: { out: 'value' },
  positionals: 1,
  usage: 'kyc:show <id> [--out <folder>]',
  summary:
    'Shows identity documents and writes their photos (front, back, selfie) to a folder (default ./kyc-<id>) to look at.',
  async run({ services, print }, args) {
    const id = submissionId(args[0])
    const { row, photos } = await refusalAsUsage(() => services.kyc.show(id))
    const folder = path.resolve(readOption(args, 'out') ?? `kyc-${id}`)
    await mkdir(folder, { recursive: true, mode: 0o700 })
    print(`#${row.id}  ${row.state}  user ${row.userId}  sent ${row.createdAt.toISOString().slice(0, 16)}`)
    print(`ID: ${row.idType} ${row.idNumber}`)
    print(`Name: ${row.fullName}`)
    print(`Born: ${row.birthDate} (${ageOn(row.birthDate, manilaToday())} years old)`)
    if (row.refuseReason) print(`Refused: ${row.refuseReason}`)
    if (row.reviewedBy)
      print(`Reviewed by ${row.reviewedBy} at ${row.reviewedAt?.toISOString().slice(0, 16)}`)
    for (const photo of photos) {
      const file = path.join(folder, `${photo.name}.${EXTENSIONS[photo.contentType] ?? 'img'}`)
      await writeFile(file, photo.bytes, { mode: 0o600 })
      print(`Wrote ${photo.name}: ${file}`)
    }
  },
}

export const kycApproveCommand: AdminCommand<{ kyc: KycService }> = {
  name: 'kyc:approve',
  flags: {},
  positionals: 1,
  usage: 'kyc:approve <id>',
  summary: 'Approves waiting identity documents: the player is verified and mailed.',
  async run({ services, print }, [id]) {
    const row = await refusalAsUsage(() => services.kyc.approve(submissionId(id), OPERATOR))
    print(`Approved documents ${row.id}: user ${row.userId} is verified`)
  },
}

export const kycRefuseCommand: AdminCommand<{ kyc: KycService }> = {
  name: 'kyc:refuse',
  flags: { reason: 'value' },
  positionals: 1,
  usage: 'kyc:refuse <id> --reason "<why, shown to the player>"',
  summary: 'Refuses waiting identity documents with a reason the player reads; they may send again.',
  async run({ services, print }, args) {
    const reason = readOption(args, 'reason')?.trim() ?? ''
    if (reason.length < 3 || reason.length > KYC_REASON_MAX)
      throw new AdminUsageError(`Give the player a reason of 3 to ${KYC_REASON_MAX} characters: --reason "…"`)
    const row = await refusalAsUsage(() => services.kyc.refuse(submissionId(args[0]), reason, OPERATOR))
    print(`Refused documents ${row.id} (user ${row.userId}): ${reason}`)
  },
}
