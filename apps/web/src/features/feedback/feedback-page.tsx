import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  type FeedbackCategory,
} from '@panalo/contract/calls/feedback'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { feedbackTicketPath } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { FormError } from '../../ui/field.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useAddFeedbackMutation } from './api/use-feedback-mutations.ts'
import styles from './feedback.module.css'
import { ImagePicker } from './image-picker.tsx'

/**
 * /feedback: a new ticket — what it is about, what happened, and up to feedbackConfig.imagesLimit
 * screenshots. The top bar links to the player's tickets (/feedback/record).
 */
export function FeedbackPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const limit = useAppConfig()?.feedbackConfig.imagesLimit ?? 0
  const add = useAddFeedbackMutation()
  const [category, setCategory] = useState<FeedbackCategory | null>(null)
  const [text, setText] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [error, setError] = useState<string | undefined>()
  const length = text.trim().length

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!category) return setError(t('feedback.chooseCategory'))
    if (length < FEEDBACK_TEXT_MIN) return setError(t('feedback.tooShort', { min: FEEDBACK_TEXT_MIN }))
    setError(undefined)
    add.mutate(
      { category, text, images },
      {
        onSuccess: (answer) => {
          showToast(t('feedback.sent'))
          void navigate(feedbackTicketPath(answer.id), { replace: true })
        },
        onError: (failure) => setError(errorMessage(t, failure)),
      },
    )
  }

  return (
    <form className={styles.page} onSubmit={handleSubmit} data-testid="feedback-page" noValidate>
      <p className={styles.muted}>{t('feedback.intro')}</p>
      <fieldset className={styles.categories}>
        <legend className={styles.label}>{t('feedback.category')}</legend>
        {FEEDBACK_CATEGORIES.map((value) => (
          <label key={value} className={`${styles.chip} ${category === value ? styles.chipOn : ''}`}>
            <input
              type="radio"
              name="category"
              value={value}
              checked={category === value}
              onChange={() => setCategory(value)}
            />
            {t(`feedback.categories.${value}`)}
          </label>
        ))}
      </fieldset>
      <label className={styles.textField}>
        <span className={styles.label}>{t('feedback.text')}</span>
        <textarea
          className={styles.textarea}
          value={text}
          maxLength={FEEDBACK_TEXT_MAX}
          rows={6}
          placeholder={t('feedback.placeholder')}
          onChange={(event) => setText(event.target.value)}
          data-testid="feedback-text"
        />
        <span className={styles.counter}>
          {length}/{FEEDBACK_TEXT_MAX}
        </span>
      </label>
      {limit > 0 && <ImagePicker limit={limit} ids={images} onChange={setImages} />}
      <FormError message={error} />
      <Button type="submit" loading={add.isPending} data-testid="feedback-submit">
        {t('feedback.submit')}
      </Button>
    </form>
  )
}
