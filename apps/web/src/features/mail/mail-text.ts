import type { Mail } from '@panalo/contract/calls/mail'
import { formatExactPesos } from '@panalo/contract/money'

import type { TFunction } from '../../i18n/i18n.ts'
import { awardItemText } from '../../ui/award-items.tsx'

/**
 * A mail's title and text in the player's language: a broadcast's as the operator wrote them, a
 * system mail's written here from its kind and figures.
 */
/** A console broadcast's words in the player's language (decision 095); English otherwise. */
function broadcastText(mail: Mail, locale: string) {
  const texts = mail.texts
  if (!texts) return undefined
  return locale.toLowerCase().startsWith('fil') ? texts['fil-PH'] : texts['en-US']
}

export function mailTitle(t: TFunction, locale: string, mail: Mail): string {
  if (mail.kind === 'broadcast') return broadcastText(mail, locale)?.title ?? mail.title ?? ''
  return t(`mail.kinds.${mail.kind}.title`, { level: mail.params.level ?? 0 })
}

export function mailBody(t: TFunction, locale: string, mail: Mail): string {
  if (mail.kind === 'broadcast') return broadcastText(mail, locale)?.body ?? mail.body ?? ''
  const { params } = mail
  const key =
    mail.kind === 'welcome' && params.items
      ? ('mail.kinds.welcome.bodyWithBonus' as const)
      : (`mail.kinds.${mail.kind}.body` as const)
  const body = t(key, {
    amount: formatExactPesos(params.amount ?? 0, locale),
    level: params.level ?? 0,
    reason: params.reason ?? '',
    items: (params.items ?? []).map((item) => awardItemText(t, locale, item)).join(', '),
    source: params.source ? t(`rewards.sources.${params.source}`) : '',
  })
  return params.reason && mail.kind === 'prize'
    ? `${body} ${t('mail.reason', { reason: params.reason })}`
    : body
}
