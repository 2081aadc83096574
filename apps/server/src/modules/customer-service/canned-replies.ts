import type { CannedReply } from '@panalo/contract/ops/calls/service'
import { asc, eq } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { serviceCannedReplies } from '../../db/schema/customer-service.ts'
import { AppError } from '../../platform/app-error.ts'

type Row = typeof serviceCannedReplies.$inferSelect

function present(row: Row): CannedReply {
  return {
    id: row.id,
    title: row.title,
    textEn: row.textEn,
    textFil: row.textFil,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export interface CannedText {
  title: string
  textEn: string
  textFil: string
}

/** The chat desk's canned replies (decision 093): a short list the console picks from. */
export function createCannedReplies(db: Db) {
  async function find(executor: Executor, id: number): Promise<CannedReply> {
    const [row] = await executor.select().from(serviceCannedReplies).where(eq(serviceCannedReplies.id, id))
    if (!row) throw new AppError('NOT_FOUND', `No canned reply ${id}`)
    return present(row)
  }

  return {
    find,

    async list(): Promise<CannedReply[]> {
      const rows = await db
        .select()
        .from(serviceCannedReplies)
        .orderBy(asc(serviceCannedReplies.title), asc(serviceCannedReplies.id))
      return rows.map(present)
    },

    async create(executor: Executor, text: CannedText, by: string): Promise<CannedReply> {
      const [row] = await executor
        .insert(serviceCannedReplies)
        .values({ ...text, updatedBy: by })
        .returning()
      if (!row) throw new Error('The canned reply was not stored')
      return present(row)
    },

    async update(executor: Executor, id: number, text: CannedText, by: string): Promise<CannedReply> {
      const [row] = await executor
        .update(serviceCannedReplies)
        .set({ ...text, updatedBy: by, updatedAt: new Date() })
        .where(eq(serviceCannedReplies.id, id))
        .returning()
      if (!row) throw new AppError('NOT_FOUND', `No canned reply ${id}`)
      return present(row)
    },

    async remove(executor: Executor, id: number): Promise<CannedReply | null> {
      const [row] = await executor
        .delete(serviceCannedReplies)
        .where(eq(serviceCannedReplies.id, id))
        .returning()
      return row ? present(row) : null
    },
  }
}

export type CannedReplies = ReturnType<typeof createCannedReplies>
