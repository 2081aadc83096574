import { useTranslation } from '../../i18n/i18n.ts'
import { useFeedbackImageQuery } from './api/use-feedback-query.ts'
import styles from './feedback.module.css'

/** One of the player's images, fetched through feedbackImage (never a public URL). */
export function FeedbackImage({ id }: { id: string }) {
  const { t } = useTranslation()
  const image = useFeedbackImageQuery(id)
  if (!image.data) return <span className={styles.thumb} aria-busy="true" />
  return (
    <a href={image.data} target="_blank" rel="noreferrer" className={styles.thumbLink}>
      <img
        src={image.data}
        alt={t('feedback.imageAlt')}
        className={styles.thumb}
        data-testid="feedback-image"
      />
    </a>
  )
}
