import type { AppConfig } from '@panalo/contract/app-config'
import type { CallOutput } from '@panalo/contract/call-map'
import { FEEDBACK_MAX_OPEN, type FeedbackCategory, type FeedbackState } from '@panalo/contract/calls/feedback'
import { eq, sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { feedbackMessages, feedbackTickets } from '../../db/schema/feedback.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { playerLabels } from '../../db/views/player-directory.ts'
import { attachUploads, type UploadsService } from '../uploads/uploads.service.ts'
import {
  firstMessages,
  lastMessages,
  messagesOf,
  openTicketCount,
  ticketOf,
  ticketPage,
  touched,
  type MessageRow,
  type TicketRow,
} from './feedback.queries.ts'

/**
 * Feedback (docs/decisions/036-feedback-and-uploads.md): a player's tickets, each a category and a thread
 * with the operator. The player opens one with text and up to feedbackConfig.imagesLimit images of
 * their own uploads, replies while it is not closed, and sees each answer; the operator lists, answers
 * and closes tickets from the CLI.
 */
export interface FeedbackService {
  upload(userId: number, image: string): Promise<CallOutput<'uploadFeedbackImage'>>
  create(
    userId: number,
    input: { category: FeedbackCategory; text: string; images: string[] },
  ): Promise<CallOutput<'addFeedback'>>
  reply(
    userId: number,
    input: { id: number; text: string; images: string[] },
  ): Promise<CallOutput<'replyFeedback'>>
  list(userId: number, page: { pageNum: number; pageSize: number }): Promise<CallOutput<'feedbackList'>>
  detail(userId: number, id: number): Promise<CallOutput<'feedbackDetail'>>
  image(userId: number, id: string): Promise<CallOutput<'feedbackImage'>>
  /** Operator: tickets of a state (all when undefined), oldest activity first. */
  tickets(state: FeedbackState | undefined, page?: number): Promise<{ rows: TicketRow[]; total: number }>
  /** Operator: a ticket and its thread. */
  thread(id: number): Promise<{ ticket: TicketRow; messages: MessageRow[] }>
  /** Operator (the console's queue): a page of tickets with their player's name and newest message. */
  queue(
    state: FeedbackState | undefined,
    page: { pageNum: number; pageSize: number },
  ): Promise<{ rows: OperatorTicket[]; total: number }>
  /** Operator: one ticket as the queue shows it. */
  summary(id: number): Promise<OperatorTicket>
  /**
   * Operator: an image of a ticket's thread. Only an image one of its messages carries, so an id seen
   * elsewhere (another ticket, a KYC photo) is not read through a ticket.
   */
  ticketImage(
    ticketId: number,
    imageId: string,
  ): Promise<{ contentType: string; bytes: Buffer; userId: number }>
  answer(id: number, text: string, by: string): Promise<TicketRow>
  close(id: number, by: string): Promise<TicketRow>
}

const PREVIEW_CHARS = 80
const LAST_MESSAGE_CHARS = 120

export interface OperatorTicket extends TicketRow {
  playerAccount: string | null
  lastMessage: string
  lastAuthor: MessageRow['author'] | null
}

function presentTicket(row: TicketRow, preview: string) {
  return {
    id: row.id,
    category: row.category,
    state: row.state,
    preview: [...preview].slice(0, PREVIEW_CHARS).join(''),
    unread: row.playerUnread,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  }
}

function presentMessage(row: MessageRow) {
  return {
    id: row.id,
    author: row.author,
    text: row.text,
    images: row.images,
    createTime: row.createdAt.toISOString(),
  }
}

export function createFeedbackService({
  db,
  uploads,
  appConfig,
}: {
  db: Db
  uploads: UploadsService
  appConfig: () => Promise<AppConfig>
}): FeedbackService {
  async function checkImages(images: readonly string[]) {
    const { imagesLimit } = (await appConfig()).feedbackConfig
    if (images.length > imagesLimit)
      throw new AppError('FEEDBACK_TOO_MANY_IMAGES', `At most ${imagesLimit} images in one message`)
  }

  async function addMessage(
    tx: Tx,
    message: {
      ticketId: number
      userId: number
      author: 'player' | 'operator'
      authorName?: string
      text: string
      images: readonly string[]
    },
  ) {
    const [row] = await tx
      .insert(feedbackMessages)
      .values({
        ticketId: message.ticketId,
        author: message.author,
        authorName: message.authorName ?? null,
        text: message.text,
        images: [...message.images],
      })
      .returning()
    if (!row) throw new Error('feedback message not written')
    if (message.images.length > 0)
      await attachUploads(tx, {
        userId: message.userId,
        purpose: 'feedback',
        ids: message.images,
        to: `feedback:${row.id}`,
      })
    return row
  }

  async function playerTicket(executor: Db | Tx, userId: number, id: number, lock = false) {
    const ticket = await ticketOf(executor, id, lock)
    if (!ticket || ticket.userId !== userId) throw new AppError('FEEDBACK_NOT_FOUND')
    return ticket
  }

  async function forOperator(rows: TicketRow[]): Promise<OperatorTicket[]> {
    const [names, last] = await Promise.all([
      playerLabels(
        db,
        rows.map((row) => row.userId),
      ),
      lastMessages(
        db,
        rows.map((row) => row.id),
      ),
    ])
    return rows.map((row) => ({
      ...row,
      playerAccount: names.get(row.userId) ?? null,
      lastMessage: [...(last.get(row.id)?.text ?? '')].slice(0, LAST_MESSAGE_CHARS).join(''),
      lastAuthor: last.get(row.id)?.author ?? null,
    }))
  }

  return {
    async upload(userId, image) {
      return uploads.storeImage(userId, 'feedback', Buffer.from(image, 'base64'))
    },

    async create(userId, { category, text, images }) {
      await checkImages(images)
      return inTransaction(db, async (tx) => {
        // The player's row orders their racing tickets, so the open count holds.
        await tx.execute(sql`select id from users where id = ${userId} for update`)
        if ((await openTicketCount(tx, userId)) >= FEEDBACK_MAX_OPEN)
          throw new AppError('FEEDBACK_TOO_MANY_OPEN')
        const [ticket] = await tx.insert(feedbackTickets).values({ userId, category }).returning()
        if (!ticket) throw new Error('feedback ticket not written')
        await addMessage(tx, { ticketId: ticket.id, userId, author: 'player', text, images })
        return { id: ticket.id }
      })
    },

    async reply(userId, { id, text, images }) {
      await checkImages(images)
      return inTransaction(db, async (tx) => {
        const ticket = await playerTicket(tx, userId, id, true)
        if (ticket.state === 'closed') throw new AppError('FEEDBACK_CLOSED')
        const message = await addMessage(tx, { ticketId: id, userId, author: 'player', text, images })
        await tx
          .update(feedbackTickets)
          .set({ state: 'open', ...touched })
          .where(eq(feedbackTickets.id, id))
        return { id: message.id }
      })
    },

    async list(userId, { pageNum, pageSize }) {
      const { rows, total } = await ticketPage(db, { userId }, { number: pageNum, size: pageSize })
      const previews = await firstMessages(
        db,
        rows.map((row) => row.id),
      )
      return {
        list: rows.map((row) => presentTicket(row, previews.get(row.id) ?? '')),
        pageNum,
        pageSize,
        total,
        pages: Math.ceil(total / pageSize),
      }
    },

    async detail(userId, id) {
      const ticket = await playerTicket(db, userId, id)
      const messages = await messagesOf(db, id)
      if (ticket.playerUnread)
        await db.update(feedbackTickets).set({ playerUnread: false }).where(eq(feedbackTickets.id, id))
      return {
        ...presentTicket({ ...ticket, playerUnread: false }, messages[0]?.text ?? ''),
        messages: messages.map(presentMessage),
      }
    },

    async image(userId, id) {
      const { contentType, bytes } = await uploads.readOwn(userId, id, 'feedback')
      return { contentType, data: bytes.toString('base64') }
    },

    tickets: (state, page = 1) =>
      ticketPage(db, state === undefined ? {} : { state }, { number: page, size: 50 }),

    async thread(id) {
      const ticket = await ticketOf(db, id)
      if (!ticket) throw new AppError('FEEDBACK_NOT_FOUND', `No ticket ${id}`)
      return { ticket, messages: await messagesOf(db, id) }
    },

    async queue(state, { pageNum, pageSize }) {
      const { rows, total } = await ticketPage(db, state === undefined ? {} : { state }, {
        number: pageNum,
        size: pageSize,
      })
      return { rows: await forOperator(rows), total }
    },

    async summary(id) {
      const ticket = await ticketOf(db, id)
      if (!ticket) throw new AppError('FEEDBACK_NOT_FOUND', `No ticket ${id}`)
      const [one] = await forOperator([ticket])
      if (!one) throw new Error('feedback ticket not summarised')
      return one
    },

    async ticketImage(ticketId, imageId) {
      const ticket = await ticketOf(db, ticketId)
      if (!ticket) throw new AppError('FEEDBACK_NOT_FOUND', `No ticket ${ticketId}`)
      const messages = await messagesOf(db, ticketId)
      if (!messages.some((message) => message.images.includes(imageId)))
        throw new AppError('UPLOAD_NOT_FOUND', `Ticket ${ticketId} has no image ${imageId}`)
      return uploads.readAny(imageId)
    },

    answer(id, text, by) {
      return inTransaction(db, async (tx) => {
        const ticket = await ticketOf(tx, id, true)
        if (!ticket) throw new AppError('FEEDBACK_NOT_FOUND', `No ticket ${id}`)
        if (ticket.state === 'closed') throw new AppError('FEEDBACK_CLOSED')
        await addMessage(tx, {
          ticketId: id,
          userId: ticket.userId,
          author: 'operator',
          authorName: by,
          text,
          images: [],
        })
        const [updated] = await tx
          .update(feedbackTickets)
          .set({ state: 'answered', playerUnread: true, ...touched })
          .where(eq(feedbackTickets.id, id))
          .returning()
        return updated ?? ticket
      })
    },

    close(id, by) {
      return inTransaction(db, async (tx) => {
        const ticket = await ticketOf(tx, id, true)
        if (!ticket) throw new AppError('FEEDBACK_NOT_FOUND', `No ticket ${id}`)
        if (ticket.state === 'closed') return ticket
        const [updated] = await tx
          .update(feedbackTickets)
          .set({ state: 'closed', closedAt: sql`now()`, closedBy: by, ...touched })
          .where(eq(feedbackTickets.id, id))
          .returning()
        return updated ?? ticket
      })
    },
  }
}
