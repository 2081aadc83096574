import { useRef, useState, type ChangeEvent } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { PlusIcon, CloseIcon } from '../../ui/icons.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useUploadFeedbackImageMutation } from './api/use-feedback-mutations.ts'
import { FeedbackImage } from './feedback-image.tsx'
import styles from './feedback.module.css'
import { prepareImage } from '../../lib/prepare-image.ts'

/**
 * Up to `limit` images for a message: each is uploaded when picked (the server checks and cleans it)
 * and shown as the server keeps it; `onChange` hands the upload ids to the form.
 */
export function ImagePicker({
  limit,
  ids,
  onChange,
}: {
  limit: number
  ids: readonly string[]
  onChange: (ids: string[]) => void
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadFeedbackImageMutation()
  const [busy, setBusy] = useState(false)

  async function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, limit - ids.length)
    event.target.value = ''
    setBusy(true)
    const added: string[] = []
    for (const file of files) {
      const image = await prepareImage(file).catch(() => null)
      if (image === null) {
        showToast(t('feedback.imageType'), 'error')
        continue
      }
      const answer = await upload.mutateAsync(image).catch((error: unknown) => {
        showToast(errorMessage(t, error), 'error')
        return undefined
      })
      if (answer) added.push(answer.id)
    }
    setBusy(false)
    if (added.length > 0) onChange([...ids, ...added])
  }

  return (
    <div className={styles.picker}>
      <ul className={styles.thumbs}>
        {ids.map((id) => (
          <li key={id} className={styles.thumbItem}>
            <FeedbackImage id={id} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('feedback.removeImage')}
              onClick={() => onChange(ids.filter((other) => other !== id))}
            >
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        ))}
        {ids.length < limit && (
          <li>
            <button
              type="button"
              className={styles.add}
              onClick={() => input.current?.click()}
              disabled={busy}
              aria-busy={busy}
              data-testid="feedback-add-image"
            >
              <PlusIcon width={22} height={22} />
              <span>{busy ? t('feedback.uploading') : t('feedback.addImage')}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        onChange={(event) => void handlePick(event)}
        data-testid="feedback-file"
      />
      <p className={styles.muted}>{t('feedback.imagesHint', { count: limit })}</p>
    </div>
  )
}
