import { CHAT_TEXT_MAX, type ChatMessage } from '@panalo/contract/calls/service'
import { CUSTOMER_SERVICE_HIDE_DELAY_MS } from '@panalo/contract/constants'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
import { CloseIcon } from '../../ui/icons.tsx'
import { useChat, type PendingMessage } from './api/use-chat.ts'
import styles from './chat-window.module.css'

export interface ChatLine {
  id: number
  vip: boolean
}

/**
 * Panalo's live chat (decision 057), full screen over the page: the thread, newest at the bottom, an
 * agent's answer arriving by long poll, and the composer. Closing fades it out over the
 * customer-service hide delay (SPEC.md §10, 300 ms) before `onClosed`.
 */
export function ChatWindow({ line, onClosed }: { line: ChatLine; onClosed: () => void }) {
  const { t, locale } = useTranslation()
  const chat = useChat(line.id)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [closing, setClosing] = useState(false)
  const bottom = useRef<HTMLDivElement>(null)
  const count = chat.messages.length + chat.pending.length

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' })
  }, [count])

  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(onClosed, CUSTOMER_SERVICE_HIDE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [closing, onClosed])

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const message = text.trim()
    if (!message) return
    setText('')
    await deliver(message)
  }

  async function deliver(message: string, clientMessageId?: string) {
    setError(null)
    try {
      await chat.send(message, clientMessageId)
    } catch (failure) {
      setError(errorMessage(t, failure))
    }
  }

  return (
    <div
      className={`${styles.window} ${closing ? styles.closing : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="chat-title"
      data-testid="chat-window"
    >
      <header className={styles.header}>
        <h2 id="chat-title" className={styles.title}>
          {line.vip ? t('service.window.vipTitle') : t('service.window.title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => setClosing(true)}
          aria-label={t('service.window.close')}
        >
          <CloseIcon />
        </button>
      </header>
      <div className={styles.thread} aria-live="polite" data-testid="chat-thread">
        {chat.hasMore && (
          <Button variant="ghost" size="sm" onClick={() => void chat.loadEarlier()}>
            {t('service.window.earlier')}
          </Button>
        )}
        {chat.status !== 'loading' && count === 0 && (
          <p className={styles.agent}>{t('service.window.welcome')}</p>
        )}
        {chat.messages.map((message) => (
          <Bubble key={message.id} message={message} locale={locale} you={t('service.window.you')} />
        ))}
        {chat.pending.map((message) => (
          <Pending
            key={message.clientMessageId}
            message={message}
            onRetry={() => void deliver(message.text, message.clientMessageId)}
          />
        ))}
        <div ref={bottom} />
      </div>
      {chat.status === 'reconnecting' && <p className={styles.status}>{t('service.window.reconnecting')}</p>}
      {chat.status === 'failed' && <p className={styles.error}>{t('service.window.loadFailed')}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <form className={styles.composer} onSubmit={(event) => void submit(event)}>
        <textarea
          className={styles.input}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          rows={1}
          placeholder={t('service.window.placeholder')}
          aria-label={t('service.window.placeholder')}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) void submit(event)
          }}
        />
        <Button type="submit" disabled={!text.trim() || chat.status === 'failed'}>
          {t('service.window.send')}
        </Button>
      </form>
    </div>
  )
}

function Bubble({ message, locale, you }: { message: ChatMessage; locale: string; you: string }) {
  const mine = message.from === 'player'
  return (
    <div className={mine ? styles.mine : styles.agent} data-testid="chat-message" data-from={message.from}>
      <span className={styles.author}>
        {mine ? you : message.agentName} · {manilaTime(message.sentAt, locale)}
      </span>
      <span className={styles.text}>{message.text}</span>
    </div>
  )
}

function Pending({ message, onRetry }: { message: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={`${styles.mine} ${styles.pending}`} data-testid="chat-pending">
      <span className={styles.text}>{message.text}</span>
      {message.failed && (
        <span className={styles.failed}>
          {t('service.window.failed')}{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('service.window.retry')}
          </button>
        </span>
      )}
    </div>
  )
}
