import type { InboxThread } from '@panalo/contract/ops/calls/service'
import { roleMayAct, SUPPORT_LEAD_ROLES, type StaffRole } from '@panalo/contract/ops/roles'
import { useState } from 'react'

import { useStaffMeQuery } from '../../api/staff-me.ts'
import { ErrorNotice, Page, Panel } from '../../ui/page.tsx'
import { useInboxQuery } from './api/chat-desk.ts'
import { holderText, since } from './chat-format.ts'
import { CannedManager, ContextPanel, SupportReportPanel } from './chat-side-panels.tsx'
import { ThreadView } from './chat-thread.tsx'
import './chat-desk.css'

type LineFilter = 'all' | 'general' | 'vip'
const LINE_FILTERS: readonly { value: LineFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'general', label: 'General' },
  { value: 'vip', label: 'VIP' },
]

const inLine = (thread: InboxThread, line: LineFilter) =>
  line === 'all' || (line === 'vip') === thread.vipLine

/**
 * The live chat desk (decisions 092, 093): the inbox by line, the newest waiting first, with unread
 * counts, waiting time and who holds each thread; the thread with the reply box, take, release and
 * hand over; the player beside it; for a support lead and admin the support report (decision 105);
 * and, for admin, the canned replies.
 */
export function ChatDeskPage({ role }: { role: StaffRole }) {
  const inbox = useInboxQuery()
  const lead = roleMayAct(SUPPORT_LEAD_ROLES, role)
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
          <ThreadView key={chosen} threadId={chosen} me={me} lead={lead} />
        )}
        {chosen !== null && <ContextPanel key={`context-${chosen}`} threadId={chosen} />}
      </div>
      {lead && <SupportReportPanel />}
      {role === 'admin' && <CannedManager />}
    </Page>
  )
}
