import { CHAT_TEXT_MAX, type ChatMessage } from '@panalo/contract/calls/service'
import { useEffect, useRef, useState } from 'react'

import { isOpsError } from '../../api/ops-client.ts'
import { useStaffMeQuery } from '../../api/staff-me.ts'
import { ErrorNotice, Panel, when } from '../../ui/page.tsx'
import {
  olderMessages,
  useAgentsQuery,
  useCannedQuery,
  useHandOverMutation,
  useReleaseMutation,
  useReplyMutation,
  useTakeMutation,
  useThreadQuery,
} from './api/chat-desk.ts'
import { holderText } from './chat-format.ts'

/**
 * A chat thread: its messages (older pages on demand), who holds it, take, release and hand over (a
 * lead also takes over and releases another agent's chat: decision 105), the reply box with canned replies.
 */
export function ThreadView({
  threadId,
  me,
  lead,
}: {
  threadId: number
  me: string | undefined
  lead: boolean
}) {
  const myName = useStaffMeQuery().data?.displayName
  const thread = useThreadQuery(threadId)
  const reply = useReplyMutation()
  const take = useTakeMutation()
  const release = useReleaseMutation()
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
        {heldByOther && lead && (
          <button
            type="button"
            className="btn danger"
            disabled={take.isPending}
            onClick={() => take.mutate({ threadId, takeOver: true })}
          >
            Take over
          </button>
        )}
        {holder && (!heldByOther || lead) && (
          <button
            type="button"
            className="btn"
            title="Back to the queue: nobody holds it, any agent may take it"
            disabled={release.isPending}
            onClick={() => release.mutate({ threadId })}
          >
            {heldByOther ? 'Release theirs' : 'Release'}
          </button>
        )}
        {(!heldByOther || lead) && <HandOver threadId={threadId} me={me} takeOver={heldByOther} />}
      </div>
      <ErrorNotice error={thread.error ?? olderError ?? take.error ?? release.error} />
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
            ? lead
              ? 'Reply (take the chat over first)'
              : 'Reply (another agent holds this chat: ask a support lead to hand it over)'
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

function HandOver({
  threadId,
  me,
  takeOver,
}: {
  threadId: number
  me: string | undefined
  takeOver: boolean
}) {
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
        onClick={() => handOver.mutate({ threadId, toAccount: to, takeOver }, { onSuccess: () => setTo('') })}
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
