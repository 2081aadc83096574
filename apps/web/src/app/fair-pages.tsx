import { useSearchParams } from 'react-router'

import { ScratchFairCheck } from '../features/diamonds/fairness-panel.tsx'
import { FairPage } from '../features/originals/fair-page.tsx'

/**
 * /fair verifies Panalo Originals rounds (features/originals) and, with `?scratch=<cardId>`, a scratch
 * card (features/diamonds, decision 046). Features do not import each other, so the app layer joins them.
 */
export function FairRoutePage() {
  const [search] = useSearchParams()
  const scratch = search.get('scratch')
  if (scratch !== null && /^[1-9]\d{0,14}$/.test(scratch))
    return <ScratchFairCheck cardId={Number(scratch)} />
  return <FairPage />
}
