import styles from './sector-wheel.module.css'

/** Sector fills, clockwise; each sector's differs from its neighbours' whatever the count. */
const COLOURS = ['#be185d', '#d97706', '#0e7490', '#4d7c0f', '#7c3aed', '#b91c1c']

function sectorColour(index: number, count: number): string {
  // With a count one more than a multiple of the palette, the last sector would meet the first's colour.
  const last = index === count - 1 && count > 1 && index % COLOURS.length === 0
  return COLOURS[last ? 1 : index % COLOURS.length] ?? '#be185d'
}

/**
 * A prize wheel: one sector per label, clockwise from the top, turned to `angle` degrees over
 * `durationMs` (the spin wheel, the invite spin and the jackpot's tier wheel). The pointer stays at
 * the top; `data-angle` on the disc tells tests where it was sent.
 */
export function SectorWheel({
  labels,
  angle,
  durationMs,
  size,
  largeLabels = false,
  className,
  testId,
}: {
  labels: readonly string[]
  angle: number
  durationMs: number
  /** The wheel's width and height in px. */
  size: number
  largeLabels?: boolean
  className?: string
  testId: string
}) {
  const sweep = 360 / labels.length
  const labelRadius = largeLabels ? 60 : 64
  return (
    <div
      className={className ? `${styles.box} ${className}` : styles.box}
      style={{ width: size, height: size }}
    >
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        viewBox="-100 -100 200 200"
        className={styles.disc}
        style={{ transform: `rotate(${angle}deg)`, transitionDuration: `${durationMs}ms` }}
        data-testid={testId}
        data-angle={angle}
      >
        {labels.map((label, index) => {
          const start = ((index * sweep - 90) * Math.PI) / 180
          const end = (((index + 1) * sweep - 90) * Math.PI) / 180
          const mid = (start + end) / 2
          return (
            <g key={index}>
              <path
                d={`M0 0 L${98 * Math.cos(start)} ${98 * Math.sin(start)} A98 98 0 0 1 ${98 * Math.cos(end)} ${98 * Math.sin(end)} Z`}
                fill={sectorColour(index, labels.length)}
              />
              <text
                x={labelRadius * Math.cos(mid)}
                y={labelRadius * Math.sin(mid)}
                textAnchor="middle"
                dominantBaseline="middle"
                className={largeLabels ? `${styles.label} ${styles.labelLarge}` : styles.label}
              >
                {label}
              </text>
            </g>
          )
        })}
        <circle r="14" className={styles.hub} />
      </svg>
    </div>
  )
}
