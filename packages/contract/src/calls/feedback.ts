import { z } from 'zod'

import { MAX_BODY_BYTES } from '../constants.ts'
import { defineCalls } from '../define-call.ts'

/**
 * Feedback (SPEC.md §2 /feedback, /feedback/record, /feedback/record/{id}; §3 feedbackConfig.imagesLimit;
 * docs/decisions/036-feedback-and-uploads.md): the player's tickets, each a thread with the operator,
 * who answers and closes them from the CLI. Images are uploaded first (hardened: decision 036), then
 * named by id in a ticket or a reply.
 */

export const FEEDBACK_CATEGORIES = [
  'deposit',
  'withdrawal',
  'game',
  'bonus',
  'account',
  'suggestion',
  'other',
] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

/** open: waiting for the operator; answered: the operator replied last; closed: the thread is over. */
export const FEEDBACK_STATES = ['open', 'answered', 'closed'] as const
export type FeedbackState = (typeof FEEDBACK_STATES)[number]

export const FEEDBACK_TEXT_MIN = 10
export const FEEDBACK_TEXT_MAX = 1_000
export const FEEDBACK_PAGE_SIZE = 20
/** Tickets a player may have waiting (open) at once. */
export const FEEDBACK_MAX_OPEN = 5

/** The most bytes of one image the server takes (after the client shrinks a large photo). */
export const UPLOAD_MAX_BYTES = 700 * 1024
/** The most pixels of one image, against decompression bombs. */
export const UPLOAD_MAX_PIXELS = 40_000_000
/** The image types taken, read from the bytes, never the name or the declared type. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number]

/** An upload id: random, 32 hex digits. */
export const uploadIdField = z.string().regex(/^[0-9a-f]{32}$/, 'An upload id')

const textField = z.string().trim().min(FEEDBACK_TEXT_MIN).max(FEEDBACK_TEXT_MAX)
/** The server checks the count against feedbackConfig.imagesLimit; this is the schema's outer bound. */
const imagesField = z.array(uploadIdField).max(10).default([])

export const feedbackMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'operator']),
  text: z.string(),
  images: z.array(uploadIdField).describe('Upload ids: feedbackImage answers each.'),
  createTime: z.string().describe('ISO 8601.'),
})
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>

export const feedbackTicketSchema = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  state: z.enum(FEEDBACK_STATES),
  preview: z.string().describe('The start of the first message.'),
  unread: z.boolean().describe('The operator answered since the player last opened it.'),
  createTime: z.string(),
  updateTime: z.string().describe('The newest message.'),
})
export type FeedbackTicket = z.infer<typeof feedbackTicketSchema>

const ticketIdField = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)

export const feedbackCalls = defineCalls({
  uploadFeedbackImage: {
    access: 'user',
    description:
      'Uploads one image for a ticket, base64 in `image`: JPEG, PNG or WebP read from the bytes, at most UPLOAD_MAX_BYTES, re-encoded without metadata and stored under a random name. Answers its id, for addFeedback or replyFeedback.',
    request: z.object({
      image: z
        .string()
        .max(MAX_BODY_BYTES)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64')
        .describe('The image bytes, base64 (the request body is at most MAX_BODY_BYTES).'),
    }),
    response: z.object({
      id: uploadIdField,
      contentType: z.enum(UPLOAD_IMAGE_TYPES),
      width: z.number().int(),
      height: z.number().int(),
      size: z.number().int().describe('Bytes stored, after re-encoding.'),
    }),
  },
  addFeedback: {
    access: 'user',
    description:
      'Opens a ticket: a category, the text and up to feedbackConfig.imagesLimit images uploaded by this player and not used yet.',
    request: z.object({
      category: z.enum(FEEDBACK_CATEGORIES),
      text: textField,
      images: imagesField,
    }),
    response: z.object({ id: z.number().int() }),
  },
  replyFeedback: {
    access: 'user',
    description:
      'Adds the player’s message to one of their tickets that is not closed; it waits for the operator again.',
    request: z.object({ id: ticketIdField, text: textField, images: imagesField }),
    response: z.object({ id: z.number().int() }),
  },
  feedbackList: {
    access: 'user',
    description: 'The player’s tickets (/feedback/record), newest activity first.',
    request: z.object({
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(50).default(FEEDBACK_PAGE_SIZE),
    }),
    response: z.object({
      list: z.array(feedbackTicketSchema),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
    }),
  },
  feedbackDetail: {
    access: 'user',
    description:
      'One of the player’s tickets with its thread (/feedback/record/{id}); opening it marks the operator’s answers read. Another player’s ticket is FEEDBACK_NOT_FOUND.',
    request: z.object({ id: ticketIdField }),
    response: feedbackTicketSchema.extend({ messages: z.array(feedbackMessageSchema) }),
  },
  feedbackImage: {
    access: 'user',
    description:
      'One image of the player’s own tickets or uploads, base64 with its type. Another player’s image is UPLOAD_NOT_FOUND.',
    request: z.object({ id: uploadIdField }),
    response: z.object({ contentType: z.enum(UPLOAD_IMAGE_TYPES), data: z.string().describe('Base64.') }),
  },
})
