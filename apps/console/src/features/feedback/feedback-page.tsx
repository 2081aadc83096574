import { FEEDBACK_STATES, FEEDBACK_TEXT_MAX, type FeedbackState } from '@panalo/contract/calls/feedback'
import type { DeskTicket } from '@panalo/contract/ops/calls/feedback'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'

import { ErrorNotice, Page, Panel, when } from '../../ui/page.tsx'
import { ListPanel, usePagedFilters } from '../../ui/paged-table.tsx'
import {
  useFeedbackAnswerMutation,
  useFeedbackCloseMutation,
  useFeedbackImageQuery,
  useFeedbackQueueQuery,
  useFeedbackTicketQuery,
} from './api/feedback-desk.ts'

type StateFilter = FeedbackState | 'all'
const STATE_FILTERS: readonly StateFilter[] = [...FEEDBACK_STATES, 'all']

/** How long since the last activity: the queue is oldest first, so this is how long they wait. */
function age(iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min`
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`
  return `${Math.round(minutes / 1440)} d`
}

const COLUMNS: ColumnDef<DeskTicket, unknown>[] = [
  { accessorKey: 'id', header: 'Id', meta: { numeric: true } },
  { id: 'player', accessorFn: (row) => row.playerAccount ?? `#${row.userId}`, header: 'Player' },
  { accessorKey: 'category', header: 'Category' },
  { accessorKey: 'state', header: 'State' },
  { id: 'age', accessorFn: (row) => age(row.updatedAt), header: 'Waiting' },
  {
    id: 'last',
    accessorFn: (row) => `${row.lastAuthor === 'operator' ? 'Us: ' : ''}${row.lastMessage}`,
    header: 'Last message',
  },
]

/** The feedback tickets desk (decision 091): the queue by state, the thread with its images, answer, close. */
export function FeedbackPage() {
  const paged = usePagedFilters({ state: 'open' as StateFilter })
  const [chosen, setChosen] = useState<number | null>(null)
  const { state, ...rest } = paged.input
  const queue = useFeedbackQueueQuery(state === 'all' ? rest : { ...rest, state })
  return (
    <Page title="Feedback tickets">
      <ListPanel
        paged={paged}
        filters={[{ key: 'state', label: 'State', values: STATE_FILTERS }]}
        result={queue}
        testId="feedback-queue"
        columns={COLUMNS}
        onRowClick={(row) => setChosen(row.id)}
        selected={(row) => row.id === chosen}
      />
      {chosen !== null && <TicketView key={chosen} ticketId={chosen} />}
    </Page>
  )
}

function TicketView({ ticketId }: { ticketId: number }) {
  const shown = useFeedbackTicketQuery(ticketId)
  const answer = useFeedbackAnswerMutation()
  const close = useFeedbackCloseMutation()
  const [text, setText] = useState('')
  const ticket = shown.data?.ticket
  return (
    <div className="split">
      <Panel title={`Ticket #${ticketId}`} testId="feedback-thread">
        <ErrorNotice error={shown.error} />
        {shown.data?.messages.map((message) => (
          <div
            key={message.id}
            className={`notice ${message.author === 'operator' ? 'ok' : ''}`}
            data-testid="feedback-message"
            style={{ marginBottom: 8 }}
          >
            <div style={{ color: 'var(--muted)', fontSize: 12 }}>
              {message.author === 'player' ? 'Player' : `Answer by ${message.authorName ?? '?'}`} ·{' '}
              {when(message.createdAt)}
            </div>
            <div style={{ whiteSpace: 'pre-wrap' }}>{message.text}</div>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {message.images.map((imageId) => (
                <TicketImage key={imageId} ticketId={ticketId} imageId={imageId} />
              ))}
            </div>
          </div>
        ))}
      </Panel>
      <Panel title="Answer">
        {ticket && (
          <p>
            Player {ticket.playerAccount ?? `#${ticket.userId}`} · {ticket.category} · opened{' '}
            {when(ticket.createdAt)}
            <br />
            <span className={`tag ${ticket.state === 'closed' ? 'bad' : 'ok'}`} data-testid="feedback-state">
              {ticket.state}
            </span>
            {ticket.closedBy && ` by ${ticket.closedBy}`}
          </p>
        )}
        <ErrorNotice error={answer.error ?? close.error} />
        {ticket && ticket.state !== 'closed' && (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <label className="field">
              Answer (the player reads it in the ticket)
              <textarea
                data-testid="feedback-answer-text"
                maxLength={FEEDBACK_TEXT_MAX}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
              />
            </label>
            <button
              type="button"
              className="btn primary"
              disabled={answer.isPending || text.trim().length === 0}
              onClick={() => answer.mutate({ ticketId, text }, { onSuccess: () => setText('') })}
            >
              Send answer
            </button>
            <button
              type="button"
              className="btn danger"
              disabled={close.isPending}
              onClick={() => close.mutate(ticketId)}
            >
              Close ticket
            </button>
          </div>
        )}
      </Panel>
    </div>
  )
}

function TicketImage({ ticketId, imageId }: { ticketId: number; imageId: string }) {
  const image = useFeedbackImageQuery(ticketId, imageId)
  return (
    <div>
      <ErrorNotice error={image.error} />
      {image.data && (
        <img
          data-testid="feedback-image"
          src={image.data}
          alt={`Image ${imageId} of ticket ${ticketId}`}
          style={{ maxWidth: 280, maxHeight: 280, borderRadius: 6, display: 'block', marginTop: 6 }}
        />
      )}
    </div>
  )
}
