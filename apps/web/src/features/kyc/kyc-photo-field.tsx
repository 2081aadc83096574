import { useEffect, useRef, useState, type ChangeEvent } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { prepareImage } from '../../lib/prepare-image.ts'
import { useUploadKycMutation } from './api/use-kyc-mutations.ts'
import styles from './kyc.module.css'

/**
 * One photo of the documents: picked (or taken) on the phone, uploaded at once (the server checks and
 * cleans it, decision 036) and shown from the phone's own copy, since no call serves KYC photos back.
 */
export function KycPhotoField({
  label,
  hint,
  error,
  onChange,
  testId,
}: {
  label: string
  hint: string
  error?: string | undefined
  onChange: (id: string | undefined) => void
  testId: string
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadKycMutation()
  const [preview, setPreview] = useState<string>()
  const [failure, setFailure] = useState<string>()

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  async function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setFailure(undefined)
    const image = await prepareImage(file).catch(() => null)
    if (image === null) return setFailure(t('kyc.form.imageType'))
    const answer = await upload.mutateAsync(image).catch((problem: unknown) => {
      setFailure(errorMessage(t, problem))
      return undefined
    })
    if (!answer) return
    setPreview(URL.createObjectURL(file))
    onChange(answer.id)
  }

  const shown = failure ?? error
  return (
    <div className={styles.photo} data-testid={testId}>
      <span className={styles.photoLabel}>{label}</span>
      <button
        type="button"
        className={`${styles.photoButton} ${shown ? styles.photoInvalid : ''}`}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-busy={upload.isPending}
      >
        {preview ? (
          <img src={preview} alt={label} className={styles.photoPreview} data-testid={`${testId}-preview`} />
        ) : (
          <span className={styles.photoEmpty}>
            {upload.isPending ? t('kyc.form.uploading') : t('kyc.form.pick')}
          </span>
        )}
      </button>
      {preview && !upload.isPending && <span className={styles.photoChange}>{t('kyc.form.change')}</span>}
      <p className={shown ? styles.photoError : styles.photoHint} role={shown ? 'alert' : undefined}>
        {shown ?? hint}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(event) => void handlePick(event)}
        data-testid={`${testId}-file`}
      />
    </div>
  )
}
