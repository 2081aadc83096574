/** English texts of the mail pages (/email, /email/detail; decision 035). */
export const EN_US_MAIL = {
  menuLabel: 'Mail',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  unclaimed_one: '{{count}} reward to claim',
  unclaimed_other: '{{count}} rewards to claim',
  emptyAction: 'See today’s rewards',
  emptyBody: 'News from Panalo, your deposits and withdrawals, and gifts to claim arrive here.',
  retention: 'Mails stay here for 60 days. Claim a reward before its mail expires.',
  rewardWaiting: 'A reward to claim',
  rewardClaimed: 'Reward claimed',
  rewardHeading: 'Reward',
  claim: 'Claim',
  claimBy: 'Claim by {{time}} (Manila time).',
  wagering: 'Bonus coins: bet {{amount}} ({{multiple}}×) before withdrawing them.',
  wageringDays: 'Within {{days}} days.',
  noWagering: 'These coins can be withdrawn at once.',
  held: 'Free bonuses need one valid top-up first: the coins are credited with your first deposit.',
  delete: 'Delete',
  deleteTitle: 'Delete this mail?',
  deleteBody: 'It leaves your inbox for good.',
  deleted: 'Mail deleted',
  deleteFailed: 'The mail could not be deleted. Please try again.',
  deleteAfterClaim: 'Claim the reward before deleting this mail.',
  cancel: 'Cancel',
  welcomeAction: 'Start playing',
  welcomeBonusAction: 'Claim my welcome bonus',
  notFound: 'This mail is not in your inbox. It may have expired or been deleted.',
  backToInbox: 'Back to the inbox',
  reason: 'Note: {{reason}}',
  kinds: {
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
  },
}
