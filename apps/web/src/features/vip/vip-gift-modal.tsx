import { useState } from 'react'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { useOverlayQueue } from '../../lib/overlay-store.ts'
import { PATHS } from '../../lib/paths.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { useVipClaimMutation } from './api/use-vip-claim-mutation.ts'
import { useVipInfoQuery } from './api/use-vip-info-query.ts'
import { runClaim } from './vip-claim.ts'

/**
 * The VIP gift modal (SPEC.md §2): opens while a reached level's gift is waiting (`vipAwardFlag`),
 * until dismissed (for this page load); claiming it shows the reward popup, then the next gift if any.
 */
export function VipGiftModal() {
  const { t } = useTranslation()
  const info = useVipInfoQuery()
  const claim = useVipClaimMutation()
  const [dismissed, setDismissed] = useState(false)
  // A modal dialog sits in the top layer, above the reward popup: it waits while the queue shows one.
  const rewardsShowing = useOverlayQueue((state) => state.queue.length > 0)
  const gift = info.data?.levelGifts.find((candidate) => candidate.state === 'claimable')
  const rung = gift ? info.data?.levels[gift.level] : undefined
  const open = Boolean(info.data?.vipAwardFlag && gift && rung && !dismissed && !rewardsShowing)
  return (
    <Dialog
      open={open}
      onClose={() => setDismissed(true)}
      title={t('vip.giftTitle', { level: gift?.level ?? 0 })}
      data-testid="vip-gift-modal"
      actions={
        <Button
          loading={claim.isPending}
          onClick={() => gift && runClaim(t, claim.mutateAsync, { kind: 'level', level: gift.level })}
        >
          {t('vip.claim')}
        </Button>
      }
    >
      <p>{t('vip.giftBody')}</p>
      {rung && <AwardItems items={rung.levelUpAward} large />}
      <p>
        <Link to={PATHS.vip} onClick={() => setDismissed(true)}>
          {t('vip.seeVip')}
        </Link>
      </p>
    </Dialog>
  )
}
