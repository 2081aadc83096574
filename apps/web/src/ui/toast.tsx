import { create } from 'zustand'

import styles from './toast.module.css'

export type ToastTone = 'info' | 'success' | 'error'

interface Toast {
  id: number
  message: string
  tone: ToastTone
}

interface ToastState {
  toasts: Toast[]
  show(message: string, tone?: ToastTone, durationMs?: number): void
  dismiss(id: number): void
}

let nextId = 1

/**
 * Short messages at the bottom of the screen that go away by themselves. One at a time: a new message
 * replaces the one showing, so "You are logged out." never sits above "Welcome back".
 */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show(message, tone = 'info', durationMs = 3_000) {
    const id = nextId++
    set({ toasts: [{ id, message, tone }] })
    setTimeout(() => get().dismiss(id), durationMs)
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) })
  },
}))

export function showToast(message: string, tone?: ToastTone): void {
  useToastStore.getState().show(message, tone)
}

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts)
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${toast.tone === 'info' ? '' : styles[toast.tone]}`}>
          {toast.message}
        </div>
      ))}
    </div>
  )
}
