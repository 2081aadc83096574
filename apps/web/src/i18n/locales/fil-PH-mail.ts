import { SYSTEM_MAIL_TEXTS } from '@panalo/contract/mail-texts'
import type { EN_US_MAIL } from './en-US-mail.ts'

/** Filipino texts of the mail pages (as en-US-mail.ts). */
export const FIL_PH_MAIL: typeof EN_US_MAIL = {
  menuLabel: 'Mail',
  unread_one: '{{count}} hindi pa nababasa',
  unread_other: '{{count}} hindi pa nababasa',
  unclaimed_one: '{{count}} reward na puwedeng i-claim',
  unclaimed_other: '{{count}} reward na puwedeng i-claim',
  emptyAction: 'Tingnan ang mga reward ngayon',
  emptyBody:
    'Dito darating ang balita mula sa Panalo, ang iyong mga deposit at withdrawal, at mga regalong puwedeng i-claim.',
  retention: 'Nandito ang mga mail nang 60 araw. I-claim ang reward bago mag-expire ang mail nito.',
  rewardWaiting: 'May reward na puwedeng i-claim',
  rewardClaimed: 'Na-claim na ang reward',
  rewardHeading: 'Reward',
  claim: 'I-claim',
  claimBy: 'I-claim bago ang {{time}} (oras sa Manila).',
  wagering: 'Bonus coins: tumaya ng {{amount}} ({{multiple}}×) bago ito i-withdraw.',
  wageringDays: 'Sa loob ng {{days}} araw.',
  noWagering: 'Puwedeng i-withdraw agad ang coins na ito.',
  held: 'Kailangan muna ng isang valid na top-up para sa libreng bonus: maikre-credit ang coins sa iyong unang deposit.',
  delete: 'Burahin',
  deleteTitle: 'Burahin ang mail na ito?',
  deleteBody: 'Mawawala na ito sa inbox mo.',
  deleted: 'Nabura na ang mail',
  deleteFailed: 'Hindi nabura ang mail. Pakisubukan ulit.',
  deleteAfterClaim: 'I-claim muna ang reward bago burahin ang mail na ito.',
  cancel: 'Kanselahin',
  welcomeAction: 'Maglaro na',
  welcomeBonusAction: 'I-claim ang welcome bonus ko',
  notFound: 'Wala sa inbox mo ang mail na ito. Baka nag-expire na o na-delete.',
  backToInbox: 'Bumalik sa inbox',
  reason: 'Paalala: {{reason}}',
  kinds: SYSTEM_MAIL_TEXTS['fil-PH'],
}
