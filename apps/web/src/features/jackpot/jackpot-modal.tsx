import { useTranslation } from '../../i18n/i18n.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { JackpotPanel } from './jackpot-panel.tsx'

/** The jackpot modal (SPEC.md §2 global overlays), loaded when the bubble first opens it. */
export function JackpotModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} title={t('jackpot.title')} data-testid="jackpot-modal">
      {open && <JackpotPanel />}
    </Dialog>
  )
}
