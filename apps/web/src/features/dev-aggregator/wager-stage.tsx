import {
  DEV_CHANCE_TOTAL,
  type DevPaytable,
  type DevRoundDetail,
  type DevWagerSheet,
} from '@panalo/contract/dev-aggregator'

import { useTranslation, type TextKey } from '../../i18n/i18n.ts'
import { percent, times } from './amounts.ts'
import styles from './dev-game-page.module.css'

type WagerDetail = Exclude<DevRoundDetail, { engine: 'slots' }>
type Look = Extract<DevPaytable, { look: string }>['look']

const CHOOSE: Record<Look, TextKey> = {
  pond: 'devGames.chooseFish',
  cards: 'devGames.chooseBet',
  wheel: 'devGames.chooseBet',
  dice: 'devGames.chooseBet',
  crash: 'devGames.chooseTarget',
  plinko: 'devGames.plinkoHint',
}

/** The best a wager can return and its chance of returning more than the stake. */
function summary(wager: DevWagerSheet) {
  const best = Math.max(...wager.outcomes.map((outcome) => outcome.returns))
  const winning = wager.outcomes
    .filter((outcome) => outcome.returns > 100)
    .reduce((sum, outcome) => sum + outcome.chance, 0)
  return { best, winning }
}

/**
 * Fishing, table and arcade games: the player picks what to bet on (a fish, a bet spot, a cash-out
 * target) and the aggregator draws one of its outcomes. The scene above shows the last outcome.
 */
export function WagerStage({
  engine,
  look,
  wagers,
  selected,
  onSelect,
  detail,
  busy,
}: {
  engine: 'fishing' | 'table' | 'arcade'
  look: Look
  wagers: readonly DevWagerSheet[]
  selected: string | undefined
  onSelect(id: string): void
  detail: WagerDetail | null
  busy: boolean
}) {
  const { t } = useTranslation()
  const played = detail ? wagers.find((wager) => wager.id === detail.wager) : undefined
  const outcome = detail ? played?.outcomes.find((entry) => entry.id === detail.outcome) : undefined
  const won = outcome !== undefined && outcome.returns > 100
  return (
    <div className={styles.wagerStage} data-look={look}>
      <div className={`${styles.scene} ${busy ? styles.sceneBusy : ''}`} data-testid="dev-scene">
        <Scene look={look} />
        {look === 'plinko' && played && (
          <ol className={styles.buckets}>
            {played.outcomes.map((entry) => (
              <li key={entry.id} className={entry.id === outcome?.id && !busy ? styles.bucketHit : ''}>
                {times(entry.returns)}
              </li>
            ))}
          </ol>
        )}
        <p className={`${styles.outcome} ${won ? styles.outcomeWon : ''}`} data-testid="dev-outcome">
          {busy ? t('devGames.playing') : outcome ? outcome.label : t(CHOOSE[look])}
        </p>
      </div>
      {wagers.length > 1 && (
        <div className={styles.wagers} role="radiogroup" aria-label={t(CHOOSE[look])} data-engine={engine}>
          {wagers.map((wager) => {
            const { best, winning } = summary(wager)
            return (
              <button
                key={wager.id}
                type="button"
                role="radio"
                aria-checked={wager.id === selected}
                className={`${styles.wager} ${wager.id === selected ? styles.wagerOn : ''}`}
                onClick={() => onSelect(wager.id)}
                disabled={busy}
                data-testid="dev-wager"
              >
                <strong>{wager.label}</strong>
                <span>{t('devGames.paysUpTo', { times: times(best) })}</span>
                <span>{t('devGames.winChance', { chance: percent(winning, DEV_CHANCE_TOTAL) })}</span>
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}

/** A drawing of the game's scene, by its look, in the game's colours. */
function Scene({ look }: { look: Look }) {
  if (look === 'pond')
    return (
      <svg className={styles.sceneArt} viewBox="0 0 320 110" aria-hidden="true">
        {[20, 110, 200].map((x, index) => (
          <g key={x} className={styles.fish} style={{ animationDelay: `${index * 0.6}s` }}>
            <path d={`M${x} 55c16-18 44-18 56 0-12 18-40 18-56 0z`} fill="var(--game-b)" />
            <path d={`M${x} 55l-14-12v24z`} fill="var(--game-b)" />
            <circle cx={x + 44} cy={51} r={3} fill="#0f172a" />
          </g>
        ))}
        <path
          d="M0 100c40-10 80 10 120 0s80 10 120 0 60 10 80 0"
          stroke="#7dd3fc"
          strokeWidth="3"
          fill="none"
        />
      </svg>
    )
  if (look === 'cards')
    return (
      <svg className={styles.sceneArt} viewBox="0 0 320 110" aria-hidden="true">
        <g transform="rotate(-8 120 55)">
          <rect x="86" y="12" width="64" height="88" rx="8" fill="#fff" />
          <text x="118" y="66" textAnchor="middle" fontSize="30" fontWeight="800" fill="#dc2626">
            A♥
          </text>
        </g>
        <g transform="rotate(8 200 55)">
          <rect x="170" y="12" width="64" height="88" rx="8" fill="#fff" />
          <text x="202" y="66" textAnchor="middle" fontSize="30" fontWeight="800" fill="#111827">
            K♠
          </text>
        </g>
      </svg>
    )
  if (look === 'wheel')
    return (
      <svg className={styles.sceneArt} viewBox="0 0 320 110" aria-hidden="true">
        <g className={styles.wheel}>
          {Array.from({ length: 12 }, (_, index) => (
            <path
              key={index}
              d="M160 55L160 5A50 50 0 0 1 185 11.7z"
              transform={`rotate(${index * 30} 160 55)`}
              fill={index === 0 ? '#16a34a' : index % 2 ? '#dc2626' : '#111827'}
            />
          ))}
          <circle cx="160" cy="55" r="16" fill="var(--game-b)" />
        </g>
      </svg>
    )
  if (look === 'dice')
    return (
      <svg className={styles.sceneArt} viewBox="0 0 320 110" aria-hidden="true">
        {[90, 160, 230].map((x, index) => (
          <g key={x} transform={`rotate(${(index - 1) * 10} ${x} 55)`}>
            <rect x={x - 26} y="29" width="52" height="52" rx="10" fill="#fff" />
            {[
              [-12, -12],
              [12, 12],
              [0, 0],
            ]
              .slice(0, index + 1)
              .map(([dx, dy]) => (
                <circle
                  key={`${dx}${dy}`}
                  cx={x + (dx ?? 0)}
                  cy={55 + (dy ?? 0)}
                  r="5"
                  fill="var(--game-a)"
                />
              ))}
          </g>
        ))}
      </svg>
    )
  if (look === 'crash')
    return (
      <svg className={styles.sceneArt} viewBox="0 0 320 110" aria-hidden="true">
        <path d="M10 100C90 98 170 80 250 24" stroke="var(--game-b)" strokeWidth="4" fill="none" />
        <path
          className={styles.kite}
          d="M262 8l16 18-16 18-16-18z"
          fill="var(--game-b)"
          stroke="#fff"
          strokeWidth="2"
        />
      </svg>
    )
  return (
    <svg className={styles.sceneArt} viewBox="0 0 320 90" aria-hidden="true">
      {Array.from({ length: 6 }, (_, row) =>
        Array.from({ length: row + 3 }, (_, peg) => (
          <circle
            key={`${row}-${peg}`}
            cx={160 + (peg - (row + 2) / 2) * 30}
            cy={10 + row * 14}
            r="3"
            fill="#e2e8f0"
          />
        )),
      )}
    </svg>
  )
}
