import styles from './sector-wheel.module.css'

/** Sector fills, clockwise; each sector's differs from its neighbours' whatever the count. */
const COLOURS = ['#be185d', '#d97706', '#0e7490', '#4d7c0f', '#7c3aed', '#b91c1c']

function sectorColour(index: number, count: number): string {
  // With a count one more than a multiple of the palette, the last sector would meet the first's colour.
  const last = index === count - 1 && count > 1 && index % COLOURS.length === 0
  return COLOURS[last ? 1 : index % COLOURS.length] ?? '#be185d'
}

/** A sector's label: its text, and for a bonus-coin prize our coin mark above it rather than ₱. */
export type SectorLabel = string | { text: string; bonusCoin: true }

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
  labels: readonly SectorLabel[]
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
              {typeof label !== 'string' && (
                // The bonus coin's mark (ui/award-items.tsx BonusCoinMark), about 13 units wide, over the figure.
                <g
                  transform={`translate(${labelRadius * Math.cos(mid) - 6.4} ${labelRadius * Math.sin(mid) - 18}) scale(0.8)`}
                  className={styles.coinMark}
                  data-testid="sector-bonus-coin"
                >
                  <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  <path
                    d="M8 3.8l1.2 2.6 2.8.3-2.1 1.9.6 2.8L8 10l-2.5 1.4.6-2.8L4 6.7l2.8-.3z"
                    fill="currentColor"
                  />
                </g>
              )}
              <text
                x={labelRadius * Math.cos(mid)}
                y={labelRadius * Math.sin(mid) + (typeof label === 'string' ? 0 : 5)}
                textAnchor="middle"
                dominantBaseline="middle"
                className={largeLabels ? `${styles.label} ${styles.labelLarge}` : styles.label}
              >
                {typeof label === 'string' ? label : label.text}
              </text>
            </g>
          )
        })}
        <circle r="14" className={styles.hub} />
      </svg>
    </div>
  )
}
