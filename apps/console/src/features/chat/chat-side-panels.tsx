import { CHAT_TEXT_MAX } from '@panalo/contract/calls/service'
import type { CannedReply } from '@panalo/contract/ops/calls/service'
import { useState } from 'react'

import { ErrorNotice, Panel, pesos, when } from '../../ui/page.tsx'
import {
  useCannedDeleteMutation,
  useCannedQuery,
  useCannedSaveMutation,
  useContextQuery,
  useSupportReportQuery,
} from './api/chat-desk.ts'
import { since } from './chat-format.ts'

/** The player beside the thread: VIP, balances, KYC, the last payments, open tickets. */
export function ContextPanel({ threadId }: { threadId: number }) {
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
export function CannedManager() {
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

/** The support report (decision 105): who holds what now, what waits, and the queue nobody holds. */
export function SupportReportPanel() {
  const report = useSupportReportQuery()
  const data = report.data
  return (
    <Panel title="Support report: who holds what now" testId="support-report">
      <ErrorNotice error={report.error} />
      {data && (
        <table className="data">
          <thead>
            <tr>
              <th>Agent</th>
              <th>Chats held</th>
              <th>Waiting for an answer</th>
              <th>Longest wait</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <strong>Queue (nobody holds)</strong>
              </td>
              <td>—</td>
              <td>{data.unheld.waiting}</td>
              <td>{data.unheld.oldestWaitingSince ? since(data.unheld.oldestWaitingSince) : '—'}</td>
            </tr>
            {data.agents.map((agent) => (
              <tr key={agent.account} data-testid="support-report-agent">
                <td>
                  {agent.name} <span className="chat-muted">({agent.account})</span>
                </td>
                <td>{agent.held}</td>
                <td>{agent.waiting}</td>
                <td>{agent.oldestWaitingSince ? since(agent.oldestWaitingSince) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  )
}
