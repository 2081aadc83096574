/**
 * The texts of the system mails the server sends (kind and figures; decision 035), in each language of
 * the app: the app writes a system mail from these, and the console's mail desk lists them read-only
 * (decision 095). `{{amount}}`, `{{level}}`, `{{reason}}`, `{{items}}` and `{{source}}` are the mail's figures.
 */
const EN_US = {
  depositCredited: {
    title: 'Deposit received',
    body: '{{amount}} was added to your balance. Thank you for playing with Panalo.',
  },
  withdrawalPaid: {
    title: 'Withdrawal paid',
    body: '{{amount}} was sent to your receiving account.',
  },
  withdrawalRefused: {
    title: 'Withdrawal not completed',
    body: 'Your withdrawal of {{amount}} was not completed ({{reason}}). The amount is back in your balance.',
  },
  kycApproved: {
    title: 'Identity verified',
    body: 'Your identity is verified. Thank you for helping keep Panalo safe.',
  },
  kycRefused: {
    title: 'Identity not verified',
    body: 'We could not verify your identity ({{reason}}). You can send your documents again.',
  },
  vipLevel: {
    title: 'Welcome to VIP {{level}}',
    body: 'You reached VIP {{level}}. Your level-up gift and new benefits are waiting on the VIP page.',
  },
  prize: {
    title: 'You received a prize',
    body: '{{items}} ({{source}}) was added to your account.',
  },
  welcome: {
    title: 'Welcome to Panalo!',
    body: 'Salamat for joining! Play the lobby’s games, check in every day for free rewards, and climb the VIP levels for bigger gifts. Good luck and play responsibly.',
    bodyWithBonus:
      'Salamat for joining! Your welcome bonus of {{items}} is waiting: claim it on the Sign-up bonus page. Check in every day for free rewards, and play responsibly.',
  },
  passwordGuessed: {
    title: 'Someone is trying to guess your password',
    body: 'Many wrong passwords were tried for your account, so we paused password login from new browsers for 15 minutes. You can still log in here or with an SMS code. If it was not you, change your password to one you use nowhere else.',
  },
}

export const SYSTEM_MAIL_TEXTS: Record<'en-US' | 'fil-PH', typeof EN_US> = {
  'en-US': EN_US,
  'fil-PH': {
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
