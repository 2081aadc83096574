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
  wagering: 'Bonus coins: mag-bet ng {{amount}} ({{multiple}}×) bago ito i-withdraw.',
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
  kinds: {
    depositCredited: {
      title: 'Natanggap ang deposit',
      body: 'Naidagdag ang {{amount}} sa iyong balance. Salamat sa paglalaro sa Panalo.',
    },
    withdrawalPaid: {
      title: 'Naipadala ang withdrawal',
      body: 'Naipadala na ang {{amount}} sa iyong receiving account.',
    },
    withdrawalRefused: {
      title: 'Hindi natuloy ang withdrawal',
      body: 'Hindi natuloy ang withdrawal mo na {{amount}} ({{reason}}). Naibalik na ang halaga sa iyong balance.',
    },
    kycApproved: {
      title: 'Verified na ang identity mo',
      body: 'Verified na ang identity mo. Salamat sa pagtulong na panatilihing ligtas ang Panalo.',
    },
    kycRefused: {
      title: 'Hindi na-verify ang identity mo',
      body: 'Hindi namin na-verify ang identity mo ({{reason}}). Puwede mong ipadala ulit ang mga dokumento mo.',
    },
    vipLevel: {
      title: 'Maligayang pagdating sa VIP {{level}}',
      body: 'Naabot mo ang VIP {{level}}. Naghihintay sa VIP page ang iyong level-up gift at mga bagong benepisyo.',
    },
    prize: {
      title: 'May natanggap kang premyo',
      body: 'Naidagdag sa account mo ang {{items}} ({{source}}).',
    },
    welcome: {
      title: 'Welcome sa Panalo!',
      body: 'Salamat sa pag-join! Laruin ang mga game sa lobby, mag-check in araw-araw para sa libreng reward, at umakyat sa VIP para sa mas malalaking regalo. Good luck, at maglaro nang responsable.',
      bodyWithBonus:
        'Salamat sa pag-join! Naghihintay ang welcome bonus mong {{items}}: i-claim ito sa Sign-up bonus page. Mag-check in araw-araw para sa libreng reward, at maglaro nang responsable.',
    },
    passwordGuessed: {
      title: 'May sumusubok hulaan ang password mo',
      body: 'Maraming maling password ang sinubukan sa account mo, kaya naka-pause nang 15 minuto ang pag-log in gamit ang password mula sa mga bagong browser. Puwede ka pa ring mag-log in dito o gamit ang SMS code. Kung hindi ikaw iyon, palitan ang password mo ng hindi mo ginagamit sa iba.',
    },
  },
}
