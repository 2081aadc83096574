import { TIME_ZONE } from '@panalo/contract/constants'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

import { apiCall } from '../../api/client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { useMaintenanceStore } from '../../lib/maintenance-state.ts'
import { PATHS } from '../../lib/paths.ts'
import { WrenchIcon } from '../../ui/icons.tsx'
import styles from './maintenance-page.module.css'

const POLL_MS = 30_000

/**
 * Shown while the server is under maintenance. It asks again every 30 seconds (the config call still
 * answers during maintenance) and takes the player home as soon as Panalo is back.
 */
export function MaintenancePage() {
  const { t, locale } = useTranslation()
  const navigate = useNavigate()
  const { info, set } = useMaintenanceStore()
  const status = useQuery({
    queryKey: ['maintenanceStatus'],
    queryFn: async () => (await apiCall('anonymous/appConfig', {})).config?.maintenance ?? null,
    refetchInterval: POLL_MS,
    staleTime: 0,
  })

  useEffect(() => {
    const current = status.data
    if (!current) return
    set(current)
    if (!current.on) void navigate(PATHS.index, { replace: true })
  }, [status.data, set, navigate])

  const endsAt = info?.endsAt
    ? new Date(info.endsAt).toLocaleString(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: TIME_ZONE,
      })
    : null
  return (
    <div className={styles.page} data-testid="maintenance-page">
      <WrenchIcon className={styles.icon} />
      <h1 className={styles.title}>{t('maintenance.title')}</h1>
      {info?.message && <p className={styles.message}>{info.message}</p>}
      {endsAt && <p className={styles.muted}>{t('maintenance.until', { time: endsAt })}</p>}
      <p className={styles.muted}>{t('maintenance.checking')}</p>
    </div>
  )
}
