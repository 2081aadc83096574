import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN } from '@panalo/contract/calls/feedback'
import { useState, type FormEvent } from 'react'
import { Link, useParams } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { FormError } from '../../ui/field.tsx'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { useReplyFeedbackMutation } from './api/use-feedback-mutations.ts'
import { useFeedbackTicketQuery } from './api/use-feedback-query.ts'
import { StateBadge } from './feedback-record-page.tsx'
import { FeedbackImage } from './feedback-image.tsx'
import styles from './feedback.module.css'
import { ImagePicker } from './image-picker.tsx'

/** /feedback/record/{id}: a ticket's thread with the operator, its state, and a reply while it is open. */
export function FeedbackTicketPage() {
  const { t, locale } = useTranslation()
  const id = Number(useParams().id)
  const ticket = useFeedbackTicketQuery(id)
  if (ticket.isError)
    return (
      <div className={styles.page} data-testid="feedback-missing">
        <p className={styles.muted}>{errorMessage(t, ticket.error)}</p>
        <Link to={PATHS.feedbackRecord}>{t('feedback.backToTickets')}</Link>
      </div>
    )
  if (!ticket.data)
    return (
      <div className={styles.page}>
        <SkeletonLines lines={5} />
      </div>
    )
  const data = ticket.data
  return (
    <div className={styles.page} data-testid="feedback-ticket-page">
      <div className={styles.ticketHead}>
        <h1 className={styles.heading}>
          {t('feedback.ticketTitle', { id: data.id, category: t(`feedback.categories.${data.category}`) })}
        </h1>
        <StateBadge state={data.state} />
      </div>
      <p className={styles.muted}>{t(`feedback.stateNotes.${data.state}`)}</p>
      <ol className={styles.thread}>
        {data.messages.map((message) => (
          <li
            key={message.id}
            className={`${styles.message} ${message.author === 'operator' ? styles.fromOperator : styles.fromPlayer}`}
            data-testid="feedback-message"
            data-author={message.author}
          >
            <span className={styles.author}>
              {message.author === 'operator' ? t('feedback.panalo') : t('feedback.you')} ·{' '}
              {manilaTime(message.createTime, locale)}
            </span>
            <p className={styles.messageText}>{message.text}</p>
            {message.images.length > 0 && (
              <div className={styles.thumbs}>
                {message.images.map((image) => (
                  <FeedbackImage key={image} id={image} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      {data.state === 'closed' ? (
        <p className={styles.muted}>
          <Link to={PATHS.feedback}>{t('feedback.newTicket')}</Link>
        </p>
      ) : (
        <ReplyForm id={data.id} />
      )}
    </div>
  )
}

function ReplyForm({ id }: { id: number }) {
  const { t } = useTranslation()
  const limit = useAppConfig()?.feedbackConfig.imagesLimit ?? 0
  const reply = useReplyFeedbackMutation()
  const [text, setText] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [error, setError] = useState<string | undefined>()

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (text.trim().length < FEEDBACK_TEXT_MIN)
      return setError(t('feedback.tooShort', { min: FEEDBACK_TEXT_MIN }))
    setError(undefined)
    reply.mutate(
      { id, text, images },
      {
        onSuccess: () => {
          setText('')
          setImages([])
        },
        onError: (failure) => setError(errorMessage(t, failure)),
      },
    )
  }

  return (
    <form className={styles.reply} onSubmit={handleSubmit} noValidate>
      <label className={styles.textField}>
        <span className={styles.label}>{t('feedback.reply')}</span>
        <textarea
          className={styles.textarea}
          value={text}
          maxLength={FEEDBACK_TEXT_MAX}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          data-testid="feedback-reply-text"
        />
      </label>
      {limit > 0 && <ImagePicker limit={limit} ids={images} onChange={setImages} />}
      <FormError message={error} />
      <Button type="submit" loading={reply.isPending} data-testid="feedback-reply">
        {t('feedback.send')}
      </Button>
    </form>
  )
}
