import { CHAT_TEXT_MAX, type ChatMessage } from '@panalo/contract/calls/service'
import type { CannedReply, InboxThread, ThreadHolder } from '@panalo/contract/ops/calls/service'
import type { StaffRole } from '@panalo/contract/ops/roles'
import { useEffect, useRef, useState } from 'react'

import { isOpsError } from '../../api/ops-client.ts'
import { useStaffMeQuery } from '../../api/staff-me.ts'
import { ErrorNotice, Page, Panel, pesos, when } from '../../ui/page.tsx'
import {
  olderMessages,
  useAgentsQuery,
  useCannedDeleteMutation,
  useCannedQuery,
  useCannedSaveMutation,
  useContextQuery,
  useHandOverMutation,
  useInboxQuery,
  useReplyMutation,
  useTakeMutation,
  useThreadQuery,
} from './api/chat-desk.ts'
import './chat-desk.css'

type LineFilter = 'all' | 'general' | 'vip'
const LINE_FILTERS: readonly { value: LineFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'general', label: 'General' },
  { value: 'vip', label: 'VIP' },
]

const inLine = (thread: InboxThread, line: LineFilter) =>
  line === 'all' || (line === 'vip') === thread.vipLine

/** How long a player has waited, or how long ago the last message was. */
function since(iso: string): string {
  const minutes = Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 60_000))
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min`
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
  return `${Math.floor(minutes / 1440)} d`
}

const holderText = (holder: ThreadHolder, me: string | undefined) =>
  holder ? (holder.account === me ? 'You' : holder.name) : 'Nobody'

/**
 * The live chat desk (decisions 092, 093): the inbox by line, the newest waiting first, with unread
 * counts, waiting time and who holds each thread; the thread with the reply box, take and hand over;
 * the player beside it; and, for admin, the canned replies.
 */
export function ChatDeskPage({ role }: { role: StaffRole }) {
  const inbox = useInboxQuery()
  const me = useStaffMeQuery().data?.account
  const [line, setLine] = useState<LineFilter>('all')
  const [chosen, setChosen] = useState<number | null>(null)
  const threads = inbox.data?.list ?? []
  const shown = threads.filter((thread) => inLine(thread, line))
  return (
    <Page title="Live chat">
      <div className="chat-desk">
        <Panel testId="chat-inbox">
          <div className="chat-lines" role="tablist" aria-label="Line">
            {LINE_FILTERS.map((filter) => {
              const waiting = threads.filter((thread) => inLine(thread, filter.value) && thread.unread > 0)
              return (
                <button
                  key={filter.value}
                  type="button"
                  role="tab"
                  aria-selected={line === filter.value}
                  className="btn"
                  onClick={() => setLine(filter.value)}
                >
                  {filter.label}
                  {waiting.length > 0 && <span className="chat-count">{waiting.length}</span>}
                </button>
              )
            })}
          </div>
          <ErrorNotice error={inbox.error} />
          {inbox.data && shown.length === 0 && <p className="chat-muted">No chats on this line.</p>}
          <ul className="chat-threads">
            {shown.map((thread) => (
              <li key={thread.threadId}>
                <button
                  type="button"
                  data-testid="chat-thread-row"
                  aria-current={thread.threadId === chosen ? 'true' : undefined}
                  className={`chat-thread-row ${thread.unread > 0 ? 'waiting' : ''}`}
                  onClick={() => setChosen(thread.threadId)}
                >
                  <span className="chat-row-top">
                    <strong>{thread.playerAccount ?? `#${thread.userId}`}</strong>
                    {thread.vipLine && <span className="tag warn">VIP</span>}
                    {thread.unread > 0 && (
                      <span className="chat-count" aria-label={`${thread.unread} unread`}>
                        {thread.unread}
                      </span>
                    )}
                    <span className="chat-muted chat-age">
                      {thread.waitingSince
                        ? `waiting ${since(thread.waitingSince)}`
                        : since(thread.lastMessage.sentAt)}
                    </span>
                  </span>
                  <span className="chat-last">
                    {thread.lastMessage.from === 'agent' ? 'Us: ' : ''}
                    {thread.lastMessage.text}
                  </span>
                  <span className="chat-muted" data-testid="chat-thread-holder">
                    Held by {holderText(thread.holder, me)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Panel>
        {chosen === null ? (
          <Panel>
            <p className="chat-muted">Choose a chat on the left.</p>
          </Panel>
        ) : (
          <ThreadView key={chosen} threadId={chosen} me={me} />
        )}
        {chosen !== null && <ContextPanel key={`context-${chosen}`} threadId={chosen} />}
      </div>
      {role === 'admin' && <CannedManager />}
    </Page>
  )
}

function ThreadView({ threadId, me }: { threadId: number; me: string | undefined }) {
  const myName = useStaffMeQuery().data?.displayName
  const thread = useThreadQuery(threadId)
  const reply = useReplyMutation()
  const take = useTakeMutation()
  const [text, setText] = useState('')
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null)
  const [olderError, setOlderError] = useState<unknown>(null)
  const latest = thread.data?.messages ?? []
  const scroller = useRef<HTMLDivElement>(null)
  const newestId = latest.at(-1)?.id
  // A new message (the player's or ours) scrolls the thread to it; older pages do not move it.
  useEffect(() => {
    const element = scroller.current
    if (element && newestId !== undefined) element.scrollTop = element.scrollHeight
  }, [newestId])
  const messages = [...(older?.messages ?? []), ...latest]
  const hasMore = older ? older.hasMore : (thread.data?.hasMore ?? false)
  const holder = thread.data?.holder ?? null
  const heldByOther = holder !== null && holder.account !== me

  const loadOlder = () => {
    const first = messages[0]
    if (!first) return
    olderMessages(threadId, first.id).then(
      (page) => setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasMore: page.hasMore }),
      setOlderError,
    )
  }
  const send = () => reply.mutate({ threadId, text }, { onSuccess: () => setText('') })

  return (
    <Panel testId="chat-thread">
      <div className="chat-thread-head">
        <h2>{thread.data?.playerAccount ?? `Player #${threadId}`}</h2>
        <span data-testid="chat-holder" className={`tag ${heldByOther ? 'warn' : holder ? 'ok' : ''}`}>
          {holder
            ? `Held by ${holderText(holder, me)}${holder.assignedBy !== holder.account ? ` (handed over by ${holder.assignedBy})` : ''}`
            : 'Nobody holds this chat'}
        </span>
        {!holder && (
          <button
            type="button"
            className="btn"
            disabled={take.isPending}
            onClick={() => take.mutate({ threadId })}
          >
            Take
          </button>
        )}
        {heldByOther && (
          <button
            type="button"
            className="btn danger"
            disabled={take.isPending}
            onClick={() => take.mutate({ threadId, takeOver: true })}
          >
            Take over
          </button>
        )}
        {!heldByOther && <HandOver threadId={threadId} me={me} />}
      </div>
      <ErrorNotice error={thread.error ?? olderError ?? take.error} />
      <div className="chat-messages" data-testid="chat-messages" ref={scroller}>
        {hasMore && (
          <button type="button" className="btn" onClick={loadOlder}>
            Older messages
          </button>
        )}
        {thread.data && messages.length === 0 && (
          <p className="chat-muted">The player has not written yet.</p>
        )}
        {messages.map((message) => (
          <div key={message.id} className={`chat-bubble ${message.from}`} data-testid="chat-desk-message">
            <div className="chat-muted">
              {message.from === 'agent' ? message.agentName : 'Player'} · {when(message.sentAt)}
            </div>
            <div className="chat-text">{message.text}</div>
          </div>
        ))}
      </div>
      {isOpsError(reply.error, 'SERVICE_THREAD_HELD') ? (
        <div className="notice bad" data-testid="chat-held">
          {reply.error.message}
        </div>
      ) : (
        <ErrorNotice error={reply.error} />
      )}
      <div className="chat-reply">
        <CannedPicker
          onPick={(picked) =>
            setText((current) => (current.trim() ? `${current.trimEnd()} ${picked}` : picked))
          }
        />
        <label className="field">
          {heldByOther
            ? 'Reply (take the chat over first)'
            : `Reply (the player sees it from ${myName ?? 'you'})`}
          <textarea
            data-testid="chat-reply-text"
            maxLength={CHAT_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && text.trim()) send()
            }}
          />
        </label>
        <button
          type="button"
          className="btn primary"
          disabled={reply.isPending || text.trim().length === 0 || heldByOther}
          onClick={send}
        >
          Send reply
        </button>
      </div>
    </Panel>
  )
}

function HandOver({ threadId, me }: { threadId: number; me: string | undefined }) {
  const agents = useAgentsQuery()
  const handOver = useHandOverMutation()
  const [to, setTo] = useState('')
  const others = (agents.data?.list ?? []).filter((agent) => agent.account !== me)
  if (others.length === 0) return null
  return (
    <span className="chat-handover">
      <select aria-label="Hand over to" value={to} onChange={(event) => setTo(event.currentTarget.value)}>
        <option value="">Hand over to…</option>
        {others.map((agent) => (
          <option key={agent.account} value={agent.account}>
            {agent.name} ({agent.account})
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn"
        disabled={!to || handOver.isPending}
        onClick={() => handOver.mutate({ threadId, toAccount: to }, { onSuccess: () => setTo('') })}
      >
        Hand over
      </button>
      <ErrorNotice error={handOver.error} />
    </span>
  )
}

/** A canned reply, in English or Filipino, into the reply box. */
function CannedPicker({ onPick }: { onPick(text: string): void }) {
  const canned = useCannedQuery()
  const list = canned.data?.list ?? []
  if (list.length === 0) return null
  return (
    <label className="field">
      Canned reply
      <select
        data-testid="chat-canned"
        value=""
        onChange={(event) => {
          const [id, language] = event.currentTarget.value.split(':')
          const reply = list.find((candidate) => String(candidate.id) === id)
          if (reply) onPick(language === 'fil' ? reply.textFil : reply.textEn)
        }}
      >
        <option value="">Insert a canned reply…</option>
        <optgroup label="English (en-US)">
          {list.map((reply) => (
            <option key={`en-${reply.id}`} value={`${reply.id}:en`}>
              {reply.title}
            </option>
          ))}
        </optgroup>
        <optgroup label="Filipino (fil-PH)">
          {list.map((reply) => (
            <option key={`fil-${reply.id}`} value={`${reply.id}:fil`}>
              {reply.title}
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  )
}

function ContextPanel({ threadId }: { threadId: number }) {
  const context = useContextQuery(threadId)
  const player = context.data
  return (
    <Panel title="Player" testId="chat-context">
      <ErrorNotice error={context.error} />
      {player && (
        <dl className="chat-facts">
          <dt>Player</dt>
          <dd>
            {[player.account, player.mobile, player.nickname].filter(Boolean).join(' · ') ||
              `#${player.userId}`}
            <div className="chat-muted">id {player.userId}</div>
          </dd>
          <dt>Status</dt>
          <dd>
            <span className={`tag ${player.status === 'active' ? 'ok' : 'bad'}`}>{player.status}</span>
          </dd>
          <dt>VIP</dt>
          <dd data-testid="chat-context-vip">VIP {player.vipLevel}</dd>
          <dt>Balance</dt>
          <dd>
            {Object.keys(player.balances).length === 0 && pesos(0)}
            {Object.entries(player.balances).map(([kind, balance]) => (
              <span key={kind} className="tag">
                {kind}: {['coin', 'bonus', 'safebox', 'hold'].includes(kind) ? pesos(balance) : balance}
              </span>
            ))}
          </dd>
          <dt>KYC</dt>
          <dd>
            <span className={`tag ${player.kyc === 'approved' ? 'ok' : 'warn'}`}>{player.kyc}</span>
          </dd>
          <dt>Deposits</dt>
          <dd>
            <Payments list={player.deposits} />
          </dd>
          <dt>Withdrawals</dt>
          <dd>
            <Payments list={player.withdrawals} />
          </dd>
          <dt>Open tickets</dt>
          <dd data-testid="chat-context-tickets">
            {player.openTickets.length === 0
              ? 'None'
              : player.openTickets.map((ticket) => (
                  <div key={ticket.id}>
                    #{ticket.id} {ticket.category} · {ticket.state} · {since(ticket.updatedAt)}
                  </div>
                ))}
          </dd>
        </dl>
      )}
    </Panel>
  )
}

function Payments({ list }: { list: { id: string; amount: number; state: string; createdAt: string }[] }) {
  if (list.length === 0) return <>None</>
  return (
    <>
      {list.map((payment) => (
        <div key={payment.id}>
          {pesos(payment.amount)} · {payment.state} · {since(payment.createdAt)} ago
        </div>
      ))}
    </>
  )
}

const EMPTY_CANNED = { title: '', textEn: '', textFil: '' }

/** Admin's list of canned replies: create, edit, delete (each on the audit chain). */
function CannedManager() {
  const canned = useCannedQuery()
  const save = useCannedSaveMutation()
  const remove = useCannedDeleteMutation()
  const [editing, setEditing] = useState<number | undefined>(undefined)
  const [form, setForm] = useState(EMPTY_CANNED)
  const edit = (reply: CannedReply) => {
    setEditing(reply.id)
    setForm({ title: reply.title, textEn: reply.textEn, textFil: reply.textFil })
  }
  const reset = () => {
    setEditing(undefined)
    setForm(EMPTY_CANNED)
  }
  const field = (key: keyof typeof EMPTY_CANNED) => ({
    value: form[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.currentTarget.value })),
  })
  return (
    <Panel title="Canned replies" testId="chat-canned-manager">
      <ErrorNotice error={canned.error ?? save.error ?? remove.error} />
      <table className="data">
        <thead>
          <tr>
            <th>Title</th>
            <th>English (en-US)</th>
            <th>Filipino (fil-PH)</th>
            <th>Updated</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(canned.data?.list ?? []).map((reply) => (
            <tr key={reply.id} className={reply.id === editing ? 'selected' : undefined}>
              <td>{reply.title}</td>
              <td>{reply.textEn}</td>
              <td>{reply.textFil}</td>
              <td className="chat-muted">
                {reply.updatedBy} · {when(reply.updatedAt)}
              </td>
              <td className="chat-canned-actions">
                <button type="button" className="btn" onClick={() => edit(reply)}>
                  Edit
                </button>{' '}
                <button
                  type="button"
                  className="btn danger"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(reply.id, { onSuccess: () => editing === reply.id && reset() })
                  }
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="chat-canned-form">
        <label className="field">
          Title
          <input maxLength={60} {...field('title')} />
        </label>
        <label className="field">
          English (en-US)
          <textarea maxLength={CHAT_TEXT_MAX} {...field('textEn')} />
        </label>
        <label className="field">
          Filipino (fil-PH)
          <textarea maxLength={CHAT_TEXT_MAX} {...field('textFil')} />
        </label>
        <div className="chat-canned-actions">
          <button
            type="button"
            className="btn primary"
            disabled={save.isPending || !form.title.trim() || !form.textEn.trim() || !form.textFil.trim()}
            onClick={() =>
              save.mutate(editing === undefined ? form : { ...form, id: editing }, { onSuccess: reset })
            }
          >
            {editing === undefined ? 'Add canned reply' : 'Save changes'}
          </button>
          {editing !== undefined && (
            <button type="button" className="btn" onClick={reset}>
              Cancel
            </button>
          )}
        </div>
      </div>
    </Panel>
  )
}
