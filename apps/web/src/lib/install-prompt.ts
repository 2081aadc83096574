import { create } from 'zustand'

import { isStandalone } from './device.ts'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

interface InstallState {
  /** The browser's deferred install prompt, when it offered one. */
  prompt: BeforeInstallPromptEvent | null
  installed: boolean
}

/** Keeps the browser's install offer so the download page can show its own Install button. */
export const useInstallStore = create<InstallState>(() => ({
  prompt: null,
  installed: typeof window !== 'undefined' && isStandalone(),
}))

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    useInstallStore.setState({ prompt: event as BeforeInstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => useInstallStore.setState({ prompt: null, installed: true }))
}

export async function promptInstall(): Promise<boolean> {
  const { prompt } = useInstallStore.getState()
  if (!prompt) return false
  await prompt.prompt()
  const { outcome } = await prompt.userChoice
  useInstallStore.setState({ prompt: null, installed: outcome === 'accepted' })
  return outcome === 'accepted'
}
