import { useNavigate } from 'react-router'

import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { loginPath, PATHS } from '../../lib/paths.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import styles from './promotions.module.css'
import { ChannelMark } from './channel-mark.tsx'
import { useFollowRewardsQuery, usePromotionClaimMutation } from './api/use-promotions-query.ts'
import { useClaimRunner, WageringNote } from './promotion-parts.tsx'

/**
 * /activity/follow, FollowRewards 21 (no navbar; decision 050): Panalo's channels. A follow cannot be
 * checked, so the gift is points, and Follow opens the channel and claims in the same tap.
 */
export function FollowPage() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const status = useFollowRewardsQuery()
  const claim = usePromotionClaimMutation()
  const run = useClaimRunner()
  if (!status.data) return <p className={styles.muted}>{t('promotions.loading')}</p>
  return (
    <div className={styles.page} data-testid="follow-page">
      <section className={styles.hero}>
        <p className={styles.heroFigure}>{t('promotions.follow.kicker')}</p>
        <p className={styles.heroNote}>{t('promotions.follow.explained')}</p>
      </section>
      <ul className={styles.channels}>
        {status.data.channels.map((channel) => (
          <li
            key={channel.id}
            className={styles.channel}
            data-testid="follow-channel"
            data-claimed={channel.claimed}
          >
            <span className={styles.channelName}>
              <ChannelMark id={channel.id} name={channel.name} />
              {channel.name}
            </span>
            <AwardItems items={channel.award} />
            {channel.claimed ? (
              <a className={styles.channelLink} href={channel.url} target="_blank" rel="noopener noreferrer">
                {t('promotions.follow.followed')} ✓
              </a>
            ) : signedIn ? (
              <Button
                loading={
                  claim.isPending &&
                  claim.variables.call === 'followRewardsReceive' &&
                  claim.variables.channelId === channel.id
                }
                onClick={() => {
                  // Opened in the tap itself, so no pop-up blocker stops it.
                  window.open(channel.url, '_blank', 'noopener,noreferrer')
                  run(() => claim.mutateAsync({ call: 'followRewardsReceive', channelId: channel.id }))
                }}
                data-testid="follow-button"
              >
                {t('promotions.follow.follow')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => void navigate(loginPath({ redirect: PATHS.activityFollow }))}
              >
                {t('promotions.follow.loginToClaim')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <WageringNote
        wagering={status.data.wagering}
        awards={status.data.channels.map((channel) => channel.award)}
      />
    </div>
  )
}
