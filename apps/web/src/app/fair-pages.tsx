import { useSearchParams } from 'react-router'

import { ScratchFairCheck } from '../features/diamonds/fairness-panel.tsx'
import { DrawProofCheck } from '../features/jackpot/draw-proof-check.tsx'
import { LotteryFairCheck } from '../features/lottery/lottery-fair-check.tsx'
import { FairPage } from '../features/originals/fair-page.tsx'

const ID = /^[1-9]\d{0,14}$/

/**
 * /fair verifies Panalo Originals rounds (features/originals); with `?scratch=<cardId>`, a scratch
 * card (features/diamonds, decision 046); with `?jackpot=<drawId>` or `?spin=<spinId>`
 * or `?inviteSpin=<spinId>` (decision 058), a jackpot
 * draw or a spin (features/jackpot, decision 055); with `?lottery=<drawId>`, a lottery draw
 * (features/lottery, decision 053). Features do not import each other, so the app layer joins them.
 */
export function FairRoutePage() {
  const [search] = useSearchParams()
  const scratch = search.get('scratch')
  if (scratch !== null && ID.test(scratch)) return <ScratchFairCheck cardId={Number(scratch)} />
  const jackpot = search.get('jackpot')
  if (jackpot !== null && ID.test(jackpot)) return <DrawProofCheck kind="jackpot" id={Number(jackpot)} />
  const spin = search.get('spin')
  if (spin !== null && ID.test(spin)) return <DrawProofCheck kind="spin" id={Number(spin)} />
  const inviteSpin = search.get('inviteSpin')
  if (inviteSpin !== null && ID.test(inviteSpin))
    return <DrawProofCheck kind="inviteSpin" id={Number(inviteSpin)} />
  const lottery = search.get('lottery')
  if (lottery !== null && ID.test(lottery)) return <LotteryFairCheck drawId={Number(lottery)} />
  return <FairPage />
}
