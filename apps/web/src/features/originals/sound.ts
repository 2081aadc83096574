import { useSyncExternalStore } from 'react'

/**
 * Game sounds, synthesised with WebAudio (no audio files) and off until the player turns them on.
 * The choice lasts for the browser tab.
 */
let enabled = false
let context: AudioContext | null = null
const listeners = new Set<() => void>()

export function setSoundOn(on: boolean): void {
  enabled = on
  if (on && !context && typeof AudioContext !== 'undefined') context = new AudioContext()
  for (const listener of listeners) listener()
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => enabled,
  )
}

export type Blip = 'tap' | 'spin' | 'win' | 'lose' | 'big'

const NOTES: Record<Blip, number[]> = {
  tap: [660],
  spin: [330, 392],
  win: [523, 659, 784],
  lose: [220, 165],
  big: [523, 659, 784, 1047],
}

/** A short synthesised cue; silent unless sound is on. */
export function blip(kind: Blip): void {
  if (!enabled || !context) return
  const start = context.currentTime
  NOTES[kind].forEach((frequency, index) => {
    if (!context) return
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'triangle'
    oscillator.frequency.value = frequency
    const at = start + index * 0.09
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(at)
    oscillator.stop(at + 0.18)
  })
}
