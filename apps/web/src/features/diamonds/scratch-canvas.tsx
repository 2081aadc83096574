import { useEffect, useRef, type PointerEvent } from 'react'

import styles from './diamonds.module.css'

/** The share of the coating scratched off at which the rest comes off by itself. */
const REVEAL_AT = 0.5
const BRUSH_CSS_PX = 36

/**
 * The silver coating of a scratch card: a canvas the player scratches with a finger or the mouse
 * (pointer events; touch-action none, so scratching does not scroll the page). Scratched pixels are
 * erased (destination-out); past half of them the coating calls onCleared. `cleared` wipes it at
 * once (the Reveal all button).
 */
export function ScratchCanvas({
  label,
  coatingText,
  cleared,
  onStart,
  onCleared,
}: {
  label: string
  coatingText: string
  cleared: boolean
  onStart: () => void
  onCleared: () => void
}) {
  const ref = useRef<HTMLCanvasElement>(null)
  const last = useRef<{ x: number; y: number } | null>(null)
  const strokes = useRef(0)

  useEffect(() => {
    const canvas = ref.current
    // Read back often (how much is scratched), so kept in memory rather than on the GPU.
    const context = canvas?.getContext('2d', { willReadFrequently: true })
    if (!canvas || !context) return
    const ratio = window.devicePixelRatio || 1
    canvas.width = Math.round(canvas.clientWidth * ratio)
    canvas.height = Math.round(canvas.clientHeight * ratio)
    const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height)
    gradient.addColorStop(0, '#cfd4dc')
    gradient.addColorStop(0.5, '#9aa3b0')
    gradient.addColorStop(1, '#d9dee5')
    context.fillStyle = gradient
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.fillStyle = 'rgb(255 255 255 / 0.55)'
    for (let x = -canvas.height; x < canvas.width; x += 14 * ratio)
      context.fillRect(x, 0, 2 * ratio, canvas.height)
    context.fillStyle = '#3b4250'
    context.font = `800 ${Math.round(20 * ratio)}px system-ui, sans-serif`
    context.textAlign = 'center'
    context.textBaseline = 'middle'
    context.fillText(coatingText, canvas.width / 2, canvas.height / 2)
  }, [coatingText])

  useEffect(() => {
    const canvas = ref.current
    if (cleared && canvas) canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height)
  }, [cleared])

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget
    const box = canvas.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) / box.width) * canvas.width,
      y: ((event.clientY - box.top) / box.height) * canvas.height,
    }
  }

  function scratch(to: { x: number; y: number }, canvas: HTMLCanvasElement) {
    const context = canvas.getContext('2d')
    if (!context) return
    const from = last.current ?? to
    context.globalCompositeOperation = 'destination-out'
    context.lineWidth = BRUSH_CSS_PX * (window.devicePixelRatio || 1)
    context.lineCap = 'round'
    context.lineJoin = 'round'
    context.beginPath()
    context.moveTo(from.x, from.y)
    context.lineTo(to.x + 0.01, to.y)
    context.stroke()
    context.globalCompositeOperation = 'source-over'
    last.current = to
  }

  /** The share of the coating gone, from every 16th pixel's alpha. */
  function scratchedShare(canvas: HTMLCanvasElement): number {
    const context = canvas.getContext('2d')
    if (!context || canvas.width === 0) return 0
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    let clear = 0
    let seen = 0
    for (let index = 3; index < data.length; index += 64) {
      seen += 1
      if ((data[index] ?? 0) === 0) clear += 1
    }
    return seen === 0 ? 0 : clear / seen
  }

  function check(canvas: HTMLCanvasElement) {
    if (!cleared && scratchedShare(canvas) >= REVEAL_AT) onCleared()
  }

  return (
    <canvas
      ref={ref}
      className={styles.coating}
      role="img"
      aria-label={label}
      data-testid="scratch-canvas"
      style={{
        opacity: cleared ? 0 : 1,
        transition: 'opacity 300ms',
        pointerEvents: cleared ? 'none' : 'auto',
      }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId)
        last.current = null
        onStart()
        scratch(point(event), event.currentTarget)
      }}
      onPointerMove={(event) => {
        if (!event.currentTarget.hasPointerCapture(event.pointerId)) return
        scratch(point(event), event.currentTarget)
        strokes.current += 1
        if (strokes.current % 8 === 0) check(event.currentTarget)
      }}
      onPointerUp={(event) => {
        last.current = null
        check(event.currentTarget)
      }}
      onPointerCancel={() => {
        last.current = null
      }}
    />
  )
}
