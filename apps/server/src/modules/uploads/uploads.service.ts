import { randomBytes } from 'node:crypto'

import type { UploadImageType } from '@panalo/contract/calls/feedback'
import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { uploads } from '../../db/schema/uploads.ts'
import { AppError } from '../../platform/app-error.ts'
import { cleanImage } from './image-upload.ts'
import type { UploadStorage } from './upload-storage.ts'
import { LOCK_SPACES } from '../../platform/lock-spaces.ts'

export type { UploadStorage } from './upload-storage.ts'
export { createLocalUploadStorage } from './upload-storage.ts'
export { createS3UploadStorage } from './s3-upload-storage.ts'

/**
 * Players' uploads (docs/decisions/036-feedback-and-uploads.md), for feedback and identity documents
 * (decision 056): each image is checked and re-encoded (image-upload.ts), kept under a random name in
 * the storage, and read back only by its owner (or the operator, through the CLI).
 */
export type UploadPurpose = 'feedback' | 'kyc'

/** Uploads a player may hold not yet sent with anything, per day. */
export const MAX_UNATTACHED_UPLOADS = 20

/**
 * How long an upload may wait to be sent with a message or a submission before the sweep removes it:
 * a day, the same window as the cap above, so the sweep never frees room under it.
 */
export const UNSENT_UPLOAD_TTL_MS = 24 * 60 * 60_000

export interface StoredUpload {
  id: string
  contentType: UploadImageType
  width: number
  height: number
  size: number
}

export interface UploadsService {
  storeImage(userId: number, purpose: UploadPurpose, bytes: Buffer): Promise<StoredUpload>
  /** The player's own upload of a purpose; another player's, another purpose's or an unknown id is UPLOAD_NOT_FOUND. */
  readOwn(
    userId: number,
    id: string,
    purpose: UploadPurpose,
  ): Promise<{ contentType: UploadImageType; bytes: Buffer }>
  /** Any player's upload, for the operator. */
  readAny(id: string): Promise<{ contentType: UploadImageType; bytes: Buffer; userId: number }>
  /**
   * An activity's art from the console (decision 097): checked and re-encoded as players' uploads are,
   * stored under a random name, and attached to `to` at once (`activity:<id>`), so the sweep keeps it.
   */
  storeArt(bytes: Buffer, to: string): Promise<StoredUpload>
  /** Art, for anyone (it is shown to every player); any other upload or unknown id is UPLOAD_NOT_FOUND. */
  readArt(id: string): Promise<{ contentType: UploadImageType; bytes: Buffer }>
  /**
   * Removes uploads never sent with anything and older than UNSENT_UPLOAD_TTL_MS at `now` (the
   * uploads-sweep job): their rows, then their files. Answers how many went, and how many files the
   * storage could not remove (kept for the log; their rows are gone, so nothing reads them again).
   */
  sweepUnsent(now: Date): Promise<{ removed: number; filesFailed: number }>
}

const EXTENSIONS: Record<UploadImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/**
 * Marks the player's unused uploads of a purpose as used by `to`, in the caller's transaction; any id
 * that is not the player's, not of that purpose or already used refuses them all (UPLOAD_NOT_FOUND).
 */
export async function attachUploads(
  tx: Tx,
  request: { userId: number; purpose: UploadPurpose; ids: readonly string[]; to: string },
): Promise<void> {
  const ids = [...new Set(request.ids)]
  if (ids.length !== request.ids.length) throw new AppError('UPLOAD_NOT_FOUND', 'The same image twice')
  if (ids.length === 0) return
  const attached = await tx
    .update(uploads)
    .set({ attachedTo: request.to })
    .where(
      and(
        inArray(uploads.id, ids),
        eq(uploads.userId, request.userId),
        eq(uploads.purpose, request.purpose),
        isNull(uploads.attachedTo),
      ),
    )
    .returning({ id: uploads.id })
  if (attached.length !== ids.length) throw new AppError('UPLOAD_NOT_FOUND')
}

/** Refuses another upload while the player holds MAX_UNATTACHED_UPLOADS not yet sent, uploaded within a day. */
async function refuseOverCap(executor: Executor, userId: number): Promise<void> {
  const [waiting] = await executor
    .select({ n: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        isNull(uploads.attachedTo),
        gt(uploads.createdAt, sql`now() - interval '1 day'`),
      ),
    )
  if ((waiting?.n ?? 0) >= MAX_UNATTACHED_UPLOADS) throw new AppError('UPLOAD_TOO_MANY')
}

async function uploadRow(executor: Executor, id: string) {
  const [row] = await executor.select().from(uploads).where(eq(uploads.id, id))
  return row
}

export function createUploadsService({ db, storage }: { db: Db; storage: UploadStorage }): UploadsService {
  return {
    async storeImage(userId, purpose, bytes) {
      // Early, so a player at the cap costs no re-encoding; the count that holds is the locked one below.
      await refuseOverCap(db, userId)
      const image = await cleanImage(bytes)
      const id = randomBytes(16).toString('hex')
      const storageKey = `${id}.${EXTENSIONS[image.contentType]}`
      await storage.put(storageKey, image.bytes, image.contentType)
      try {
        // The player's uploads take turns from count to insert, so a burst cannot all pass the count.
        await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES.upload}::int, ${userId}::int)`)
          await refuseOverCap(tx, userId)
          await tx.insert(uploads).values({
            id,
            userId,
            purpose,
            contentType: image.contentType,
            size: image.bytes.length,
            width: image.width,
            height: image.height,
            storageKey,
          })
        })
      } catch (error) {
        await storage.remove(storageKey)
        throw error
      }
      return {
        id,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        size: image.bytes.length,
      }
    },

    async sweepUnsent(now) {
      // One statement takes the rows, so an upload attached meanwhile (attachUploads updates only
      // unattached rows) is either attached or removed, never both.
      const removed = await db
        .delete(uploads)
        .where(
          and(
            isNull(uploads.attachedTo),
            lt(uploads.createdAt, new Date(now.getTime() - UNSENT_UPLOAD_TTL_MS)),
          ),
        )
        .returning({ storageKey: uploads.storageKey })
      const outcomes = await Promise.allSettled(removed.map((row) => storage.remove(row.storageKey)))
      return {
        removed: removed.length,
        filesFailed: outcomes.filter((outcome) => outcome.status === 'rejected').length,
      }
    },

    async readOwn(userId, id, purpose) {
      const row = await uploadRow(db, id)
      if (!row || row.userId !== userId || row.purpose !== purpose) throw new AppError('UPLOAD_NOT_FOUND')
      return { contentType: row.contentType as UploadImageType, bytes: await storage.get(row.storageKey) }
    },

    async readAny(id) {
      const row = await uploadRow(db, id)
      if (!row || row.userId === null) throw new AppError('UPLOAD_NOT_FOUND')
      return {
        contentType: row.contentType as UploadImageType,
        bytes: await storage.get(row.storageKey),
        userId: row.userId,
      }
    },

    async storeArt(bytes, to) {
      const image = await cleanImage(bytes)
      const id = randomBytes(16).toString('hex')
      const storageKey = `${id}.${EXTENSIONS[image.contentType]}`
      await storage.put(storageKey, image.bytes, image.contentType)
      try {
        await db.insert(uploads).values({
          id,
          userId: null,
          purpose: 'activityArt',
          contentType: image.contentType,
          size: image.bytes.length,
          width: image.width,
          height: image.height,
          storageKey,
          attachedTo: to,
        })
      } catch (error) {
        await storage.remove(storageKey)
        throw error
      }
      return {
        id,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        size: image.bytes.length,
      }
    },

    async readArt(id) {
      const row = /^[0-9a-f]{32}$/.test(id) ? await uploadRow(db, id) : undefined
      if (!row || row.purpose !== 'activityArt') throw new AppError('UPLOAD_NOT_FOUND')
      return { contentType: row.contentType as UploadImageType, bytes: await storage.get(row.storageKey) }
    },
  }
}
