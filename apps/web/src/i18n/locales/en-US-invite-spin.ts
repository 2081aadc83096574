/** English texts of the invite spin: /activity/invite-spin and its start-up popup (decision 058). */
export const EN_US_INVITE_SPIN = {
  loading: 'Loading the invite spin…',
  target: 'Reach {{amount}}',
  progress: '{{progress}} of {{target}}',
  timeLeft: '{{hours}} h {{minutes}} min left',
  spin: 'SPIN',
  spinning: 'Spinning…',
  spinsLeft_one: '{{count}} spin waiting',
  spinsLeft_other: '{{count}} spins waiting',
  startSpin: 'Your first spin starts the {{hours}}-hour clock',
  added: '+{{amount}}',
  wheels: { start: 'First spin', invite: 'Valid-invite spin', click: 'Click spin' },
  states: {
    none: 'Not started',
    active: 'Running',
    reached: 'Target reached: exchange it now',
    exchanged: 'Exchanged',
    lapsed: 'Lapsed: the time limit passed',
  },
  exchange: 'Exchange {{amount}}',
  exchanged: 'Exchanged: {{amount}} added to your bonus coins.',
  needMore_one: 'Invite friends: at most {{count}} more valid friend always gets you there.',
  needMore_other: 'Invite friends: at most {{count}} more valid friends always get you there.',
  invite: {
    title: 'Invite friends for spins',
    code: 'Your invite code: {{code}}',
    copy: 'Copy your invite link',
    copied: 'Link copied',
    share: 'Share',
    shareText: 'Join me on Panalo: {{link}}',
    counts: '{{valid}} valid friends · {{clicks}} clicks counted',
  },
  rules: {
    title: 'The rules, before you spin',
    target:
      'Reach {{amount}} within {{hours}} hours of your first spin, then exchange it for {{amount}} in bonus coins.',
    first: 'Your first spin adds between {{min}} and {{max}}.',
    invites:
      'Each friend who registers with your link during the {{hours}} hours and becomes valid ({{condition}}) gives {{count}} spin of at least {{min}}.',
    promise:
      'So {{count}} valid friends always reach the target, whatever the spins draw. No spin ever goes past the target.',
    clicks:
      'Each friend who opens your link adds a small spin ({{min}}–{{max}}): once per phone or browser, never your own, at most {{perIp}} from one network and {{max2}} in all.',
    lapse:
      'If you have not exchanged when the {{hours}} hours end, the progress lapses and pays nothing. Your next spin starts a new try.',
    notCounted:
      'Friends who share your phone, device or receiving account do not count (the same rule as the agent programme).',
    wagering:
      'The exchange pays bonus coins: wager them {{multiple}}× before withdrawing; like every free bonus they wait for your first deposit.',
    odds: 'The odds of each wheel',
    fair: 'Every spin is provably fair: committed seed hash {{hash}}. Check each spin on /fair.',
  },
  record: {
    title: 'Your spins',
    empty: 'No spins yet.',
    verify: 'Verify',
  },
  popup: {
    none: 'Spin towards {{target}}: your first spin goes most of the way, {{invites}} valid friends always finish it.',
    active_one: '{{progress}} of {{target}} · {{count}} spin waiting · {{hours}} h left',
    active_other: '{{progress}} of {{target}} · {{count}} spins waiting · {{hours}} h left',
    reached: 'You reached {{target}}: exchange it before the time runs out.',
  },
}
