import { CHAT_TEXT_MAX } from '@panalo/contract/calls/service'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import type { ServiceChat } from './service-chat.service.ts'

/** Finds a player by id, account name or phone (the accounts module's, given by admin/commands.ts). */
type FindPlayer = (who: string | undefined) => Promise<{ id: number; nickname: string }>

/** The agent name a reply is signed with unless --as names another. */
const DEFAULT_AGENT = 'Panalo Support'

const threadRows = z.array(
  z.object({
    user_id: z.coerce.number(),
    nickname: z.string(),
    id: z.coerce.number(),
    sender: z.string(),
    line_id: z.coerce.number().nullable(),
    body: z.string(),
    created_at: z.union([z.string(), z.date()]),
  }),
)

/** Each thread's last message; a thread whose last message is the player's waits for an answer. */
async function threads(db: Db, all: boolean) {
  const result = await db.execute(sql`
    select * from (
      select distinct on (m.user_id) m.user_id, u.nickname, m.id, m.sender, m.line_id, m.body, m.created_at
        from service_messages m join users u on u.id = m.user_id
       order by m.user_id, m.id desc) last
     where ${all} or sender = 'player'
     order by created_at`)
  return z.object({ rows: threadRows }).parse(result).rows
}

/** The words of a command, without its flags and the value of --as. */
const words = (args: readonly string[]) =>
  args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--as')

export const serviceInboxCommand: AdminCommand<{ db: Db }> = {
  name: 'service:inbox',
  flags: { all: 'switch' },
  positionals: 0,
  usage: 'service:inbox [--all]',
  summary: 'Lists the chats waiting for an answer (all chats with --all), the longest waiting first.',
  async run({ services, print }, args) {
    const rows = await threads(services.db, args.includes('--all'))
    if (rows.length === 0) print('No chat is waiting for an answer.')
    for (const row of rows)
      print(
        `player ${row.user_id} (${row.nickname})  line ${row.line_id ?? '-'}  ${row.sender === 'player' ? 'WAITING' : 'answered'}  ${new Date(row.created_at).toISOString().slice(0, 16)}  ${row.body.slice(0, 60)}`,
      )
  },
}

export const serviceThreadCommand: AdminCommand<{ service: ServiceChat; findPlayer: FindPlayer }> = {
  name: 'service:thread',
  flags: {},
  positionals: 1,
  usage: 'service:thread <player>',
  summary: 'Shows a player’s chat, oldest first (the last 50 messages).',
  async run({ services, print }, args) {
    const player = await services.findPlayer(words(args)[0])
    const { messages, holder } = await services.service.thread(player.id)
    if (holder)
      print(`Held in the console by ${holder.name} (${holder.account}) since ${holder.since.slice(0, 16)}`)
    if (messages.length === 0) print(`${player.nickname} has not written to customer service.`)
    for (const message of messages)
      print(
        `${message.sentAt.slice(0, 16)}  ${message.from === 'agent' ? message.agentName : player.nickname}: ${message.text}`,
      )
  },
}

export const serviceReplyCommand: AdminCommand<{ service: ServiceChat; findPlayer: FindPlayer }> = {
  name: 'service:reply',
  flags: { as: 'value', anyway: 'switch' },
  positionals: 'any',
  usage: 'service:reply <player> [--as <agent name>] [--anyway] <text…>',
  summary:
    'Answers a player in the chat; an open chat window shows it at once. A chat a console agent holds is refused without --anyway.',
  async run({ services, print }, args) {
    const [who, ...textWords] = words(args)
    const player = await services.findPlayer(who)
    const text = textWords.join(' ').trim()
    if (text.length === 0 || text.length > CHAT_TEXT_MAX)
      throw new AdminUsageError(`Write 1 to ${CHAT_TEXT_MAX} characters`)
    const agentName = (readOption(args, 'as') ?? DEFAULT_AGENT).trim().slice(0, 40)
    if (!agentName) throw new AdminUsageError('--as names the agent')
    const { holder } = await services.service.thread(player.id)
    if (holder && !args.includes('--anyway'))
      throw new AdminUsageError(
        `${holder.name} (${holder.account}) holds this chat in the console; add --anyway to answer it too`,
      )
    const { message } = await services.service.reply(player.id, agentName, text)
    print(`Sent to ${player.nickname} as ${agentName} (message ${message.id})`)
  },
}
