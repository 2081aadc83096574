import { jackpotTierOf } from '@panalo/contract/award-items'
import type { DrawProof, DrawProofKind } from '@panalo/contract/calls/draw-proof'

import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { awardItemText } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useDrawProofQuery, useRevealSeedMutation } from './api/use-draw-proof-query.ts'
import styles from './jackpot.module.css'
import { verifyDraw } from './verify-draw.ts'

function resultText(t: TFunction, locale: string, proof: DrawProof): string {
  if (proof.jackpot) {
    const tier = jackpotTierOf(proof.items[0]?.id ?? 0)
    const name = tier ? t(`jackpot.tiers.${tier}`) : proof.jackpot.tier
    return `${name} ${pesos(proof.jackpot.bonus, locale)}`
  }
  // An invite spin adds to its target and pays nothing itself (decision 058).
  if (proof.kind === 'inviteSpin')
    return t('drawProof.inviteSpinResult', {
      sector: proof.outcome + 1,
      amount: pesos(proof.items[0]?.count ?? 0, locale),
    })
  return proof.items.map((item) => awardItemText(t, locale, item)).join(' + ')
}

/**
 * /fair?jackpot=<drawId>, /fair?spin=<spinId> and /fair?inviteSpin=<spinId> (decisions 055, 058; app/fair-pages.tsx puts it there): the
 * draw's committed hash, its seed once revealed, client seed and nonce, and whether packages/fair in
 * this browser redraws the same result. An unrevealed seed can be revealed here (a rotation).
 */
export function DrawProofCheck({ kind, id }: { kind: DrawProofKind; id: number }) {
  const { t, locale } = useTranslation()
  const query = useDrawProofQuery(kind, id)
  const reveal = useRevealSeedMutation()
  if (query.isError) return <p className={styles.proofNote}>{t('drawProof.notFound')}</p>
  const proof = query.data
  if (!proof) return <p className={styles.proofNote}>{t('drawProof.loading')}</p>
  const verdict = verifyDraw(proof)

  function handleReveal() {
    reveal.mutate(undefined, { onError: (error) => showToast(errorMessage(t, error), 'error') })
  }

  return (
    <div className={styles.proof} data-testid="draw-proof">
      <h2 className={styles.proofTitle}>
        {kind === 'jackpot'
          ? t('drawProof.titleJackpot', { id })
          : kind === 'inviteSpin'
            ? t('drawProof.titleInviteSpin', { id })
            : t('drawProof.titleSpin', { id })}
      </h2>
      <p className={styles.proofNote}>{t('drawProof.intro')}</p>
      <dl className={styles.proofFacts}>
        <div>
          <dt>{t('drawProof.when')}</dt>
          <dd>{manilaTime(proof.createTime, locale)}</dd>
        </div>
        <div>
          <dt>{t('drawProof.result')}</dt>
          <dd data-testid="draw-proof-result">{resultText(t, locale, proof)}</dd>
        </div>
        <div>
          <dt>{t('drawProof.serverSeedHash')}</dt>
          <dd className={styles.hash}>{proof.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('drawProof.serverSeed')}</dt>
          <dd className={styles.hash} data-testid="draw-proof-seed">
            {proof.serverSeed ?? t('drawProof.notRevealed')}
          </dd>
        </div>
        <div>
          <dt>{t('drawProof.clientSeed')}</dt>
          <dd className={styles.hash}>{proof.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('drawProof.nonce')}</dt>
          <dd>{proof.nonce}</dd>
        </div>
      </dl>
      {verdict.state === 'unrevealed' && (
        <>
          <p className={styles.proofNote}>{t('drawProof.unrevealedBody')}</p>
          <Button
            variant="secondary"
            loading={reveal.isPending}
            onClick={handleReveal}
            data-testid="draw-proof-reveal"
          >
            {t('drawProof.reveal')}
          </Button>
        </>
      )}
      {verdict.state === 'noWeights' && (
        <p className={styles.proofNote}>
          {t('drawProof.noWeights', {
            hash: verdict.hashMatches ? t('drawProof.hashOk') : t('drawProof.hashBad'),
          })}
        </p>
      )}
      {verdict.state === 'checked' && (
        <p
          className={verdict.matches ? styles.proofGood : styles.proofBad}
          data-testid="draw-proof-verdict"
          data-matches={verdict.matches ? 'yes' : 'no'}
        >
          {!verdict.matches
            ? t('drawProof.mismatch')
            : verdict.amount === null
              ? t('drawProof.matches')
              : t('drawProof.matchesJackpot', { amount: pesos(verdict.amount, locale) })}
        </p>
      )}
    </div>
  )
}
