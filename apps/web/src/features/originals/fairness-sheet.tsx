import { CLIENT_SEED_PATTERN } from '@panalo/contract/originals'
import { useState } from 'react'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useRotateSeedMutation, useSeedsQuery, useSetClientSeedMutation } from './api/use-seeds.ts'
import styles from './originals.module.css'
import { usePlayContext } from './play-context.ts'

/** The seed pair: the commitment, the client seed to edit, the nonce; rotating reveals the old seed. */
export function FairnessSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const play = usePlayContext()
  const seeds = useSeedsQuery(play)
  const setClientSeed = useSetClientSeedMutation(play)
  const rotate = useRotateSeedMutation(play)
  const current = seeds.data
  // What the player is typing; null shows the saved client seed.
  const [typed, setTyped] = useState<string | null>(null)
  const draft = typed ?? current?.clientSeed ?? ''

  const valid = CLIENT_SEED_PATTERN.test(draft)
  const fail = (error: unknown) => showToast(errorMessage(t, error), 'error')

  return (
    <Dialog
      open={open}
      onClose={() => {
        setTyped(null)
        onClose()
      }}
      placement="bottom"
      title={t('originals.fair.title')}
      data-testid="fairness-sheet"
    >
      <p className={styles.sheetIntro}>{t('originals.fair.intro')}</p>
      {current ? (
        <dl className={styles.seeds}>
          <dt>{t('originals.fair.serverSeedHash')}</dt>
          <dd className={styles.hash} data-testid="server-seed-hash">
            {current.serverSeedHash}
          </dd>
          <dt>
            <label htmlFor="client-seed">{t('originals.fair.clientSeed')}</label>
          </dt>
          <dd className={styles.seedEdit}>
            <input
              id="client-seed"
              className={styles.input}
              value={draft}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={!valid}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={!valid || draft === current.clientSeed}
              loading={setClientSeed.isPending}
              onClick={() =>
                setClientSeed.mutate(draft, {
                  onError: fail,
                  onSuccess: () => {
                    setTyped(null)
                    showToast(t('originals.fair.saved'), 'success')
                  },
                })
              }
            >
              {t('originals.fair.save')}
            </Button>
          </dd>
          <dt>{t('originals.fair.nextNonce')}</dt>
          <dd data-testid="next-nonce">{current.nextNonce}</dd>
          {current.previous && (
            <>
              <dt>{t('originals.fair.previousSeed')}</dt>
              <dd className={styles.hash} data-testid="revealed-seed">
                {current.previous.serverSeed}
              </dd>
              <dd className={styles.muted}>
                {t('originals.fair.previousDetail', {
                  clientSeed: current.previous.clientSeed,
                  count: current.previous.betsPlayed,
                })}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p>{seeds.isError ? t('originals.loadFailed') : t('common.loading')}</p>
      )}
      <div className={styles.sheetActions}>
        <Button
          variant="secondary"
          loading={rotate.isPending}
          onClick={() => rotate.mutate(undefined, { onError: fail })}
          data-testid="rotate-seed"
        >
          {t('originals.fair.rotate')}
        </Button>
        <Link className={styles.linkButton} to={PATHS.fair}>
          {t('originals.fair.verifier')}
        </Link>
      </div>
    </Dialog>
  )
}
