import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'

import { useTranslation } from '../i18n/i18n.ts'
import styles from './field.module.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string
  hint?: ReactNode
  error?: string | undefined
  /** Shown before the input, e.g. "+63". */
  prefix?: ReactNode
  /** Shown after the input, e.g. a send-code button. */
  action?: ReactNode
}

/** A labelled input with its hint or error below, linked for assistive technology. */
export function TextField({ label, hint, error, prefix, action, id, ...input }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const describedBy = `${inputId}-note`
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        <input
          {...input}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? describedBy : undefined}
        />
        {action}
      </div>
      {error ? (
        <p id={describedBy} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={describedBy} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  )
}

/** A password input with a show/hide switch. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      action={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible(!visible)}
          aria-pressed={visible}
        >
          {visible ? t('form.hide') : t('form.show')}
        </button>
      }
    />
  )
}

export function Checkbox({
  checked,
  onChange,
  children,
  name,
  invalid = false,
  error,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  name?: string
  /** Marks the box as needing attention (its group says why). */
  invalid?: boolean
  /** Said under the box itself. */
  error?: string | undefined
}) {
  const errorId = useId()
  return (
    <div className={styles.checkboxField}>
      <label className={`${styles.checkbox} ${invalid || error ? styles.checkboxInvalid : ''}`}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={invalid || error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** An error said in place under a group of fields (a set of checkboxes). */
export function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null
}

/** An error about the whole form (not one field). */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null
}
