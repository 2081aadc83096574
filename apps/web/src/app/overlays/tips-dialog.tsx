import { useEffect } from 'react'

import { onApiEvent } from '../../api/api-events.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { hideOverlay, showOverlay, useOverlayOpen } from '../../lib/overlay-store.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'

/** 'Tips' — shown when a request times out (SPEC.md §8); never for background calls. */
export function TipsDialog() {
  const { t } = useTranslation()
  const open = useOverlayOpen('tips')
  useEffect(() => onApiEvent('timeout', () => showOverlay('tips')), [])
  const close = () => hideOverlay('tips')
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('common.tips')}
      data-testid="tips-dialog"
      actions={<Button onClick={close}>{t('common.ok')}</Button>}
    >
      <p>{t('common.requestTimedOut')}</p>
    </Dialog>
  )
}
