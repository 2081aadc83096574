import { useSearchParams } from 'react-router'

import { ScratchFairCheck } from '../features/diamonds/fairness-panel.tsx'
import { LotteryFairCheck } from '../features/lottery/lottery-fair-check.tsx'
import { FairPage } from '../features/originals/fair-page.tsx'

/**
 * /fair verifies Panalo Originals rounds (features/originals), with `?scratch=<cardId>` a scratch
 * card (features/diamonds, decision 046) and with `?lottery=<drawId>` a lottery draw (decision 053). Features do not import each other, so the app layer joins them.
 */
export function FairRoutePage() {
  const [search] = useSearchParams()
  const scratch = search.get('scratch')
  if (scratch !== null && /^[1-9]\d{0,14}$/.test(scratch))
    return <ScratchFairCheck cardId={Number(scratch)} />
  const lottery = search.get('lottery')
  if (lottery !== null && /^[1-9]\d{0,14}$/.test(lottery))
    return <LotteryFairCheck drawId={Number(lottery)} />
  return <FairPage />
}
