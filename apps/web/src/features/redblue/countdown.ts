import { useEffect, useState } from 'react'

/** Days, hours, minutes and seconds left until `until`, never below zero; two-digit clock parts. */
export function countdownParts(untilMs: number, nowMs: number) {
  const total = Math.max(0, Math.floor((untilMs - nowMs) / 1000))
  const pad = (value: number) => String(value).padStart(2, '0')
  return {
    done: total === 0,
    days: Math.floor(total / 86_400),
    hours: pad(Math.floor((total % 86_400) / 3_600)),
    minutes: pad(Math.floor((total % 3_600) / 60)),
    seconds: pad(total % 60),
  }
}

/** The time now, ticking every second while the component is shown. */
export function useNowEverySecond(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [])
  return now
}
