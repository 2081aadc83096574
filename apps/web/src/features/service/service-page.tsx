import type { AppConfig } from '@panalo/contract/app-config'
import { CUSTOMER_SERVICE_ITEM_TYPE } from '@panalo/contract/enums'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'

import { useMeQuery, useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { showOverlay } from '../../lib/overlay-store.ts'
import { PATHS } from '../../lib/paths.ts'
import { ChatIcon, CrownIcon, HelpIcon, MailIcon } from '../../ui/icons.tsx'
import { MenuAnchor, MenuButton, MenuLink, MenuList, MenuSection } from '../../ui/menu-list.tsx'
import { SkeletonLines } from '../../ui/skeleton.tsx'
import { useCustomerServicesQuery } from './api/use-customer-services-query.ts'
import type { ChatLine } from './chat-window.tsx'
import styles from './service.module.css'

type Line = AppConfig['customerServices'][number]

const ChatWindow = lazy(() => import('./chat-window.tsx').then((module) => ({ default: module.ChatWindow })))

const isPanaloChat = (line: Line) =>
  line.itemType === CUSTOMER_SERVICE_ITEM_TYPE.onlineChat && line.param1 === ''

/**
 * /service: the customer-service lines by sort (decision 057): Panalo's chat opens in the page, an
 * outside chat in a sandboxed frame, a link where it points; then the VIP line, the FAQ and feedback.
 */
export function ServicePage() {
  const { t } = useTranslation()
  const lines = useCustomerServicesQuery()
  const [chat, setChat] = useState<ChatLine | null>(null)
  const [outside, setOutside] = useState<Line | null>(null)
  if (!lines.data) return <SkeletonLines lines={4} />
  const { appCustomerServiceQueue, vipLine } = lines.data
  return (
    <div className={styles.page} data-testid="service-page">
      <p className={styles.muted}>{t('service.intro')}</p>
      <LineList lines={appCustomerServiceQueue} vip={false} onChat={setChat} onOutside={setOutside} />
      {vipLine && (
        <MenuList>
          <MenuLink
            to={PATHS.serviceVip}
            icon={<CrownIcon />}
            label={t('service.vip.title')}
            value={vipLine.open ? undefined : `VIP ${vipLine.vipLevel}+`}
          />
        </MenuList>
      )}
      <MenuSection title={t('service.moreHelp')} id="service-more">
        <MenuLink to={PATHS.faq} icon={<HelpIcon />} label={t('service.faq')} />
        <MenuLink to={PATHS.feedback} icon={<MailIcon />} label={t('service.feedback')} />
      </MenuSection>
      <Windows chat={chat} outside={outside} onClosed={() => (setChat(null), setOutside(null))} />
    </div>
  )
}

/** /service/vip: the dedicated line once the player reaches its level, else what it takes. */
export function VipServicePage() {
  const { t } = useTranslation()
  const lines = useCustomerServicesQuery()
  const vip = useMeQuery().data?.vip
  const [chat, setChat] = useState<ChatLine | null>(null)
  const [outside, setOutside] = useState<Line | null>(null)
  if (!lines.data) return <SkeletonLines lines={3} />
  const { vipLine } = lines.data
  return (
    <div className={styles.page} data-testid="service-vip-page">
      {!vipLine && <p className={styles.muted}>{t('service.vip.none')}</p>}
      {vipLine?.open && (
        <>
          <p className={styles.muted}>{t('service.vip.open')}</p>
          <LineList lines={vipLine.lines} vip onChat={setChat} onOutside={setOutside} />
        </>
      )}
      {vipLine && !vipLine.open && (
        <div className={styles.locked} data-testid="service-vip-locked">
          <CrownIcon width={32} height={32} />
          <p className={styles.heading}>{t('service.vip.locked', { level: vipLine.vipLevel })}</p>
          {vip !== undefined && <p className={styles.muted}>{t('service.vip.progress', { vip })}</p>}
          <Link className={styles.link} to={PATHS.vipLevel}>
            {t('service.vip.levels')}
          </Link>
        </div>
      )}
      <Windows chat={chat} outside={outside} onClosed={() => (setChat(null), setOutside(null))} />
    </div>
  )
}

function LineList({
  lines,
  vip,
  onChat,
  onOutside,
}: {
  lines: readonly Line[]
  vip: boolean
  onChat: (line: ChatLine) => void
  onOutside: (line: Line) => void
}) {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  return (
    <MenuList>
      {lines.map((line) => {
        if (line.itemType === CUSTOMER_SERVICE_ITEM_TYPE.link) {
          // Only addresses that open a page, a mail or a call: never a script URL from the settings.
          if (!/^(https:|mailto:|tel:)/.test(line.param1)) return null
          return (
            <MenuAnchor
              key={line.id}
              href={line.param1}
              icon={<MailIcon />}
              label={line.name}
              value={t('service.open')}
            />
          )
        }
        const panalo = isPanaloChat(line)
        return (
          <MenuButton
            key={line.id}
            icon={<ChatIcon />}
            label={line.name}
            value={
              !signedIn && panalo
                ? t('service.loginToChat')
                : panalo
                  ? t('service.chat')
                  : t('service.outsideChat')
            }
            onClick={() => {
              if (!panalo) onOutside(line)
              else if (!signedIn) showOverlay('login')
              else onChat({ id: line.id, vip })
            }}
          />
        )
      })}
    </MenuList>
  )
}

function Windows({
  chat,
  outside,
  onClosed,
}: {
  chat: ChatLine | null
  outside: Line | null
  onClosed: () => void
}) {
  const { t } = useTranslation()
  return (
    <>
      {chat && (
        <Suspense fallback={null}>
          <ChatWindow line={chat} onClosed={onClosed} />
        </Suspense>
      )}
      {outside && (
        <div className={styles.frameWindow} role="dialog" aria-label={outside.name}>
          <button type="button" className={styles.frameClose} onClick={onClosed}>
            {t('service.window.close')}
          </button>
          <iframe
            className={styles.frame}
            title={outside.name}
            // An opaque origin: the vendor's script cannot read the app's session or storage.
            sandbox="allow-scripts allow-forms allow-popups"
            src={`/chat-frame?licence=${encodeURIComponent(outside.param1)}&group=${encodeURIComponent(outside.param2 || '0')}`}
          />
        </div>
      )}
    </>
  )
}
