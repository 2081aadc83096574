import { DIAMOND_ITEM_KINDS } from '@panalo/contract/calls/diamonds'
import { TASK_GROUPS, TASK_KINDS, TASK_VISIT_PAGES } from '@panalo/contract/calls/tasks'
import { GAME_TYPES } from '@panalo/contract/enums'
import type { RewardAreaName } from '@panalo/contract/ops/reward-settings'

import type { EditorLabels } from './settings-value-shape.ts'

/**
 * Per reward area (decisions 098, 103): its fields' labels, its tables' row names, which table the
 * preview's notes go beside, which amounts are typed in pesos (kept as hundredths), which fields are
 * chosen from a list, and the first row of a table that may be empty.
 */

/** The first day of next week and its Sunday (Manila), for a red-versus-blue period's first row. */
function nextWeek(): { startsOn: string; endsOn: string } {
  const manila = new Date(Date.now() + 8 * 3_600_000)
  const monday = new Date(manila.getTime() + ((8 - manila.getUTCDay()) % 7 || 7) * 86_400_000)
  const day = (at: Date) => at.toISOString().slice(0, 10)
  return { startsOn: day(monday), endsOn: day(new Date(monday.getTime() + 6 * 86_400_000)) }
}

const JACKPOT_SECTIONS = ['mega', 'major', 'minor', 'mini'].flatMap((tier) => [
  `sections.${tier}.min`,
  `sections.${tier}.max`,
])

export const AREA_FORMS: Record<RewardAreaName, EditorLabels & { notesPath: string }> = {
  spin: {
    notesPath: 'sectors',
    rows: { sectors: { name: 'Sector', first: 1 } },
    money: ['chances.depositPerSpin'],
    fields: {
      sectors: 'Sectors, clockwise from the top',
      'sectors.item': 'Award',
      'sectors.weight': 'Weight',
      chances: 'How spins are earned (a Manila day)',
      'chances.depositPerSpin': 'Deposit per spin (0 off)',
      'chances.spinsPerTask': 'Spins per task award claimed',
      'chances.maxPerDay': 'At most a day',
    },
  },
  jackpot: {
    notesPath: 'cells',
    rows: { cells: { name: 'Cell', first: 1 } },
    money: ['chances.depositPerChance', 'chances.turnoverPerChance', ...JACKPOT_SECTIONS],
    fields: {
      shares: 'Share of every bet per pool (basis points: 20 = 0.2 %)',
      sections: 'Each pool’s floor and most paid',
      'sections.mega': 'Mega',
      'sections.major': 'Major',
      'sections.minor': 'Minor',
      'sections.mini': 'Mini',
      ...Object.fromEntries(JACKPOT_SECTIONS.map((path) => [path, path.endsWith('.min') ? 'Floor' : 'Most'])),
      cells: 'The draw grid and its odds',
      'cells.item': 'Prize',
      'cells.weight': 'Weight',
      chances: 'How draws are earned (a Manila day)',
      'chances.depositPerChance': 'Deposit per draw (0 off)',
      'chances.turnoverPerChance': 'Turnover per draw (0 off)',
      'chances.maxPerDay': 'At most a day',
    },
  },
  signIn: {
    notesPath: '',
    rows: { '': { name: 'Day', first: 1 } },
    fields: { day: 'Day of the cycle', award: 'Award' },
  },
  vip: {
    notesPath: '',
    rows: { '': { name: 'Level', first: 0 } },
    money: ['betLimit', 'withdrawDailyLimit'],
    fields: {
      level: 'Level',
      experience: 'Experience (pesos of turnover)',
      betLimit: 'Monthly turnover to keep it',
      dailyAward: 'Daily award',
      weeklyAward: 'Weekly award',
      levelUpAward: 'Level-up gift',
      showType: 'Colours (1–6)',
      withdrawDailyLimit: 'Withdrawals a day',
    },
  },
  pointsShop: {
    notesPath: '',
    rows: { '': { name: 'Item', first: 1 } },
    fields: { id: 'Id', award: 'Gives', points: 'Price in points' },
  },
  signUp: {
    notesPath: '',
    rows: {},
    fields: { award: 'Award', claimDays: 'Days after registering it can be claimed' },
  },
  bank: { notesPath: '', rows: {}, fields: { award: 'Award' } },
  follow: {
    notesPath: '',
    rows: { '': { name: 'Channel', first: 1 } },
    fields: { id: 'Id', name: 'Name', url: 'Address (https)', award: 'Award' },
  },
  fund: {
    notesPath: '',
    rows: { '': { name: 'Milestone', first: 1 } },
    money: ['deposit'],
    fields: { id: 'Id', deposit: 'Total deposits', award: 'Award' },
  },
  tournament: {
    notesPath: 'prizes',
    rows: { prizes: { name: 'Prize', first: 1 } },
    money: ['minStake'],
    choices: { gameType: GAME_TYPES },
    fields: {
      gameType: 'Game type',
      minStake: 'Turnover a winner needs',
      prizes: 'Prizes by rank',
      'prizes.fromRank': 'From rank',
      'prizes.toRank': 'To rank',
      'prizes.award': 'Award each',
    },
  },
  rebate: {
    notesPath: '',
    rows: { '': { name: 'VIP level', first: 0 } },
    fields: {
      slots: 'Slots (bp)',
      fishing: 'Fishing (bp)',
      table: 'Table (bp)',
      arcade: 'Arcade (bp)',
      live: 'Live (bp)',
    },
  },
  tasks: {
    notesPath: '',
    rows: { '': { name: 'Task', first: 1 } },
    choices: { group: TASK_GROUPS, kind: TASK_KINDS, gameType: GAME_TYPES, page: TASK_VISIT_PAGES },
    // A turnover or deposit target is an amount; the others count rounds, games or once.
    moneyWhen: { target: (row) => row.kind === 'turnover' || row.kind === 'deposit' },
    fields: {
      id: 'Id (never reused)',
      group: 'Group',
      kind: 'Counts',
      target: 'Target (₱ for turnover and deposits)',
      gameType: 'Game type (turnover, rounds)',
      page: 'Page (visit)',
      award: 'Award',
    },
  },
  lottery: {
    notesPath: 'prizes',
    rows: { prizes: { name: 'Prize', first: 1 } },
    fields: {
      drawHour: 'Draw hour (Manila, 0–23)',
      couponPrice: 'Ticket price in coupons',
      pointsPrice: 'Ticket price in points (empty: coupons only)',
      maxTicketsPerPlayer: 'Tickets a player a draw',
      prizes: 'Prizes a draw',
      'prizes.productId': 'Lottery product (80001–80003)',
      'prizes.name': 'Name shown',
      'prizes.winners': 'Winners',
      'prizes.items': 'A win grants',
    },
  },
  redBlue: {
    notesPath: '',
    rows: { '': { name: 'Period', first: 1 } },
    money: ['pool', 'minContribution'],
    templates: { '': { ...nextWeek(), pool: 10_000_00, minContribution: 500_00 } },
    fields: {
      startsOn: 'First day (YYYY-MM-DD)',
      endsOn: 'Last day',
      pool: 'Pool the winning camp shares',
      minContribution: 'Turnover a member needs',
    },
  },
  inviteSpin: {
    notesPath: '',
    rows: {
      'sectors.start': { name: 'Sector', first: 1 },
      'sectors.invite': { name: 'Sector', first: 1 },
      'sectors.click': { name: 'Sector', first: 1 },
    },
    money: ['target', 'sectors.start.amount', 'sectors.invite.amount', 'sectors.click.amount'],
    fields: {
      target: 'Target (paid as bonus coins)',
      hours: 'Hours from the first spin',
      spinsPerInvite: 'Spins per valid invite',
      clickSpinsMax: 'Clicks that count a campaign',
      clicksPerIpMax: 'Clicks from one address',
      sectors: 'The wheels (amount added, weight)',
      'sectors.start': 'The first spin',
      'sectors.invite': 'A valid invite’s spin',
      'sectors.click': 'A click’s spin',
    },
  },
  diamondShop: {
    notesPath: 'items',
    rows: { items: { name: 'Item', first: 1 }, scratchPrizes: { name: 'Prize', first: 1 } },
    money: ['items.coins'],
    choices: { 'items.kind': DIAMOND_ITEM_KINDS },
    templates: { scratchPrizes: { card: 11, items: [], weight: 1 } },
    fields: {
      items: 'Items, in the order shown',
      'items.id': 'Id',
      'items.kind': 'Kind',
      'items.price': 'Price (diamonds)',
      'items.stock': 'Stock (empty: none kept)',
      'items.coins': 'Bonus coins (coin items)',
      'items.onSale': 'On sale',
      scratchPrizes: 'Scratch cards’ prizes',
      'scratchPrizes.card': 'Card (item id)',
      'scratchPrizes.items': 'Prize (none: no win)',
      'scratchPrizes.weight': 'Weight',
    },
  },
}
