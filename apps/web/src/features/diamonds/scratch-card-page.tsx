import { ERROR_CODES } from 'virtual:error-codes'
import type { ScratchCard } from '@panalo/contract/calls/diamonds'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'

import { isApiError } from '../../api/client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { enqueueRewards } from '../../lib/overlay-store.ts'
import { PATHS } from '../../lib/paths.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { diamondKeys } from './api/use-diamond-shop-query.ts'
import { useScratchCardInfoQuery } from './api/use-scratch-card-info-query.ts'
import { useScratchCardLotteryMutation } from './api/use-scratch-card-lottery-mutation.ts'
import styles from './diamonds.module.css'
import { FairnessPanel } from './fairness-panel.tsx'
import { ScratchCanvas } from './scratch-canvas.tsx'

interface Outcome {
  card: ScratchCard
  items: { id: number; count: number }[]
  heldCoins: number
}

/**
 * /diamonds/scratch/:cardId: one card. Its prize was drawn when it was bought; the first touch of the
 * coating asks the server to scratch it (scratchCardLottery grants the prize and shows the seed), and
 * once half the coating is gone, or Reveal all is tapped, the prize shows and the reward popup lists
 * it. A card scratched before shows its prize at once. Below, its seeds, checked in this browser.
 */
export function ScratchCardPage() {
  const { t } = useTranslation()
  const cardId = Number(useParams().cardId)
  const info = useScratchCardInfoQuery(cardId)
  const lottery = useScratchCardLotteryMutation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [uncovered, setUncovered] = useState(false)
  const asked = useRef<Promise<Outcome | null> | null>(null)
  const popped = useRef(false)
  // Scratched on this visit: the refreshed query then says scratched too, which must not turn the
  // card into one scratched before (shown without its coating).
  const [scratchedHere, setScratchedHere] = useState(false)

  if (info.isError) return <p className={styles.muted}>{t('diamonds.scratch.notFound')}</p>
  const loaded = info.data?.card
  if (!loaded) return <p className={styles.muted}>{t('diamonds.loading')}</p>
  const alreadyScratched = loaded.state === 'scratched' && !scratchedHere
  const card = outcome?.card ?? loaded
  const prize = outcome ? outcome.items : alreadyScratched ? (card.prize ?? []) : null
  const shown = alreadyScratched || uncovered

  function scratch(): Promise<Outcome | null> {
    setScratchedHere(true)
    asked.current ??= lottery
      .mutateAsync({ cardId })
      .then((answer) => {
        setOutcome(answer)
        return answer
      })
      .catch((error: unknown) => {
        if (isApiError(error, ERROR_CODES.SCRATCH_CARD_SCRATCHED))
          void queryClient.invalidateQueries({ queryKey: diamondKeys.card(cardId) })
        else showToast(errorMessage(t, error), 'error')
        asked.current = null
        return null
      })
    return asked.current
  }

  async function uncover() {
    const answer = outcome ?? (await scratch())
    if (!answer) return
    setUncovered(true)
    if (!popped.current) {
      popped.current = true
      enqueueRewards(answer.items, answer.heldCoins)
    }
  }

  return (
    <div className={styles.page} data-testid="scratch-page" data-state={shown ? 'revealed' : 'covered'}>
      <h2 className={styles.heading}>{card.name}</h2>
      {!shown && <p className={styles.muted}>{t('diamonds.scratch.instructions')}</p>}
      <div className={styles.card}>
        <div className={styles.prize} aria-live="polite" data-testid="scratch-prize">
          {prize === null ? (
            <p className={styles.prizeTitle}>?</p>
          ) : prize.length === 0 ? (
            <p className={styles.prizeTitle}>{t('diamonds.scratch.noWin')}</p>
          ) : (
            <>
              <p className={styles.prizeTitle}>{t('diamonds.scratch.youWon')}</p>
              <AwardItems items={prize} large />
            </>
          )}
        </div>
        {!alreadyScratched && (
          <ScratchCanvas
            label={t('diamonds.scratch.canvasLabel')}
            coatingText={t('diamonds.scratch.coating')}
            cleared={uncovered}
            onStart={() => void scratch()}
            onCleared={() => void uncover()}
          />
        )}
      </div>
      <div className={styles.actions}>
        {!shown && (
          <Button
            block
            loading={lottery.isPending}
            onClick={() => void uncover()}
            data-testid="scratch-reveal-all"
          >
            {t('diamonds.scratch.revealAll')}
          </Button>
        )}
        {shown && (
          <Button block variant="secondary" onClick={() => void navigate(PATHS.diamonds)}>
            {t('diamonds.scratch.backToShop')}
          </Button>
        )}
      </div>
      <FairnessPanel card={card} />
      {card.serverSeed !== null && (
        <Link
          className={styles.fairLink}
          to={`${PATHS.fair}?scratch=${card.id}`}
          data-testid="scratch-fair-link"
        >
          {t('diamonds.scratch.fairLink')}
        </Link>
      )}
    </div>
  )
}
