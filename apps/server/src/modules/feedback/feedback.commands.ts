import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { FEEDBACK_STATES, FEEDBACK_TEXT_MAX, type FeedbackState } from '@panalo/contract/calls/feedback'

import {
  AdminUsageError,
  readOption,
  refusalAsUsage,
  type AdminCommand,
} from '../../platform/admin-command.ts'
import type { UploadsService } from '../uploads/uploads.service.ts'
import type { FeedbackService } from './feedback.service.ts'

const OPERATOR = `cli:${process.env.USER ?? 'operator'}`

function ticketId(text: string | undefined): number {
  if (!text || !/^\d{1,15}$/.test(text) || Number(text) < 1)
    throw new AdminUsageError('Name the ticket by its id')
  return Number(text)
}

export const feedbackListCommand: AdminCommand<{ feedback: FeedbackService }> = {
  name: 'feedback:list',
  flags: { page: 'value' },
  positionals: 1,
  usage: `feedback:list [${FEEDBACK_STATES.join(' | ')} | all] [--page n]`,
  summary: 'Lists feedback tickets of a state (open by default), the longest waiting first.',
  async run({ services, print }, args) {
    const [stateArg = 'open'] = args.filter(
      (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
    )
    if (stateArg !== 'all' && !(FEEDBACK_STATES as readonly string[]).includes(stateArg))
      throw new AdminUsageError(`The state is one of ${FEEDBACK_STATES.join(', ')} or all`)
    const pageText = readOption(args, 'page') ?? '1'
    if (!/^\d{1,5}$/.test(pageText) || Number(pageText) < 1)
      throw new AdminUsageError('--page is a number from 1')
    const { rows, total } = await services.feedback.tickets(
      stateArg === 'all' ? undefined : (stateArg as FeedbackState),
      Number(pageText),
    )
    if (rows.length === 0) print('No tickets.')
    for (const row of rows)
      print(
        `#${row.id}  ${row.state.padEnd(8)}  user ${row.userId}  ${row.category.padEnd(10)}  updated ${row.updatedAt.toISOString().slice(0, 16)}`,
      )
    if (rows.length > 0) print(`${total} ticket(s)`)
  },
}

export const feedbackShowCommand: AdminCommand<{ feedback: FeedbackService }> = {
  name: 'feedback:show',
  flags: {},
  positionals: 1,
  usage: 'feedback:show <ticket id>',
  summary: 'Shows a ticket and its thread, with the ids of its images (feedback:image saves one).',
  async run({ services, print }, [id]) {
    const { ticket, messages } = await refusalAsUsage(() => services.feedback.thread(ticketId(id)))
    print(
      `#${ticket.id}  ${ticket.state}  user ${ticket.userId}  ${ticket.category}  opened ${ticket.createdAt.toISOString().slice(0, 16)}`,
    )
    for (const message of messages) {
      const who = message.author === 'player' ? 'player' : `operator (${message.authorName ?? '?'})`
      print(`--- ${message.createdAt.toISOString().slice(0, 16)}  ${who}`)
      print(message.text)
      if (message.images.length > 0) print(`images: ${message.images.join(' ')}`)
    }
  },
}

export const feedbackAnswerCommand: AdminCommand<{ feedback: FeedbackService }> = {
  name: 'feedback:answer',
  flags: {},
  positionals: 'any',
  usage: 'feedback:answer <ticket id> <text…>',
  summary: 'Answers a ticket; the player sees it in the thread, and the ticket is answered until they reply.',
  async run({ services, print }, [id, ...words]) {
    const text = words.join(' ').trim()
    if (text.length < 1 || text.length > FEEDBACK_TEXT_MAX)
      throw new AdminUsageError(`The answer has 1 to ${FEEDBACK_TEXT_MAX} characters`)
    const ticket = await refusalAsUsage(() => services.feedback.answer(ticketId(id), text, OPERATOR))
    print(`Answered ticket ${ticket.id} (user ${ticket.userId})`)
  },
}

export const feedbackCloseCommand: AdminCommand<{ feedback: FeedbackService }> = {
  name: 'feedback:close',
  flags: {},
  positionals: 1,
  usage: 'feedback:close <ticket id>',
  summary: 'Closes a ticket: the player sees it closed and can no longer reply (they may open a new one).',
  async run({ services, print }, [id]) {
    const ticket = await refusalAsUsage(() => services.feedback.close(ticketId(id), OPERATOR))
    print(`Closed ticket ${ticket.id}`)
  },
}

export const feedbackImageCommand: AdminCommand<{ uploads: UploadsService }> = {
  name: 'feedback:image',
  flags: { out: 'value' },
  positionals: 1,
  usage: 'feedback:image <image id> --out <file>',
  summary: 'Saves an image of a ticket (its id from feedback:show) to a file, to look at it.',
  async run({ services, print }, args) {
    const [id] = args
    const out = readOption(args, 'out')
    if (!id || !/^[0-9a-f]{32}$/.test(id)) throw new AdminUsageError('Name the image by its 32-character id')
    if (!out) throw new AdminUsageError('Give the file to write: --out <file>')
    const image = await refusalAsUsage(() => services.uploads.readAny(id))
    const file = path.resolve(out)
    await writeFile(file, image.bytes, { mode: 0o600 })
    print(`Wrote ${image.contentType}, ${image.bytes.length} bytes (user ${image.userId}) to ${file}`)
  },
}
