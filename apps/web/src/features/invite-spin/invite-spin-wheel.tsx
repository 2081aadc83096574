import { useTranslation } from '../../i18n/i18n.ts'
import { spinPesos } from './invite-spin-view.ts'
import styles from './invite-spin.module.css'

const COLOURS = ['#be185d', '#d97706', '#0e7490', '#4d7c0f', '#7c3aed', '#b91c1c']

/** One kind's wheel: a sector per amount, turned to `angle` over `durationMs`. */
export function InviteSpinWheel({
  amounts,
  angle,
  durationMs,
}: {
  amounts: readonly number[]
  angle: number
  durationMs: number
}) {
  const { locale } = useTranslation()
  const size = 360 / amounts.length
  return (
    <div className={styles.wheelBox}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        viewBox="-100 -100 200 200"
        className={styles.wheel}
        style={{ transform: `rotate(${angle}deg)`, transitionDuration: `${durationMs}ms` }}
        data-testid="invite-spin-wheel"
        data-angle={angle}
      >
        {amounts.map((amount, index) => {
          const start = ((index * size - 90) * Math.PI) / 180
          const end = (((index + 1) * size - 90) * Math.PI) / 180
          const mid = (start + end) / 2
          return (
            <g key={index}>
              <path
                d={`M0 0 L${98 * Math.cos(start)} ${98 * Math.sin(start)} A98 98 0 0 1 ${98 * Math.cos(end)} ${98 * Math.sin(end)} Z`}
                fill={COLOURS[index % COLOURS.length]}
              />
              <text
                x={64 * Math.cos(mid)}
                y={64 * Math.sin(mid)}
                textAnchor="middle"
                dominantBaseline="middle"
                className={styles.sectorText}
              >
                {spinPesos(amount, locale)}
              </text>
            </g>
          )
        })}
        <circle r="14" className={styles.hub} />
      </svg>
    </div>
  )
}
