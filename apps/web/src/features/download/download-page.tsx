import { useTranslation } from '../../i18n/i18n.ts'
import { promptInstall, useInstallStore } from '../../lib/install-prompt.ts'
import { Button } from '../../ui/button.tsx'
import { DownloadIcon } from '../../ui/icons.tsx'
import styles from './download-page.module.css'

/** Installing Panalo as an app: the browser's own prompt where offered, the manual steps otherwise. */
export function DownloadPage() {
  const { t } = useTranslation()
  const { prompt, installed } = useInstallStore()
  return (
    <div className={styles.page}>
      <img className={styles.icon} src="/icons/icon-192.png" alt="" width={96} height={96} />
      <h2 className={styles.title}>{t('download.title')}</h2>
      <p className={styles.body}>{t('download.body')}</p>
      {installed ? (
        <p className={styles.installed}>{t('download.installed')}</p>
      ) : (
        prompt && (
          <Button block icon={<DownloadIcon />} onClick={() => void promptInstall()}>
            {t('download.install')}
          </Button>
        )
      )}
      {!installed && (
        <ul className={styles.steps}>
          <li>{t('download.androidSteps')}</li>
          <li>{t('download.iosSteps')}</li>
        </ul>
      )}
    </div>
  )
}
