import { ACTIVITY_ID, ACTIVITY_CLICK, type Activity } from '@panalo/contract/activity'

import { and, eq } from 'drizzle-orm'

import type { Tx } from '../db/client.ts'
import { activities } from '../db/schema/activities.ts'

type ActivitySeed = Omit<Activity, 'endsAt'> & { status: 'live' | 'paused' }

const route = (path: string) => ({ clickAction: path, clickType: ACTIVITY_CLICK.route })

/** LuckyJackpot 47 (decision 040): live with its page, art and the floating bubble on. */
export const JACKPOT_ACTIVITY_SEED: ActivitySeed = {
  id: ACTIVITY_ID.luckyJackpot,
  sort: 50,
  type: 0,
  themeUrl: '/activities/jackpot.svg',
  ...route('/activity/jackpot'),
  unloginShowStatus: 0,
  homeFloatShowStatus: 1,
  status: 'live',
  texts: {
    'en-US': {
      title: 'Lucky jackpot',
      summary: 'Deposit or play to earn draws: four jackpots, Mega to Mini, grow with every bet.',
    },
    'fil-PH': {
      title: 'Lucky jackpot',
      summary:
        'Mag-deposit o maglaro para sa draw: apat na jackpot, Mega hanggang Mini, lumalaki sa bawat taya.',
    },
  },
}

/** The spin wheel (decision 042): an id of ours, live with its page and art. */
export const SPIN_ACTIVITY_SEED: ActivitySeed = {
  id: ACTIVITY_ID.spinWheel,
  sort: 55,
  type: 0,
  themeUrl: '/activities/spin.svg',
  ...route('/activity/spin'),
  unloginShowStatus: 0,
  homeFloatShowStatus: 0,
  status: 'live',
  texts: {
    'en-US': {
      title: 'Spin the wheel',
      summary: 'Deposit or finish tasks for spins: bonus coins and points every turn.',
    },
    'fil-PH': {
      title: 'I-spin ang wheel',
      summary: 'Mag-deposit o tapusin ang tasks para sa spin: bonus coins at points bawat ikot.',
    },
  },
}

/** Sets LuckyJackpot 47 live with its art, unless the operator changed it since it was seeded paused. */
export async function seedJackpotActivity(tx: Tx): Promise<void> {
  const { status, ...activity } = JACKPOT_ACTIVITY_SEED
  await tx
    .update(activities)
    .set({ ...activity, status })
    .where(
      and(
        eq(activities.id, ACTIVITY_ID.luckyJackpot),
        eq(activities.themeUrl, ''),
        eq(activities.status, 'paused'),
      ),
    )
}

/**
 * The activities of SPEC.md §3 (decision 032). Those whose page exists are live; the others are
 * seeded paused with their words, and go live when their issue builds them (art comes with them).
 */
export const ACTIVITY_SEED: readonly ActivitySeed[] = [
  {
    id: ACTIVITY_ID.firstDeposit,
    sort: 5,
    type: 0,
    themeUrl: '/activities/first-deposit.svg',
    ...route('/activity/first-deposit'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'First deposit bonus',
        summary: 'A bonus on top of your first top-up, with its wagering shown up front.',
      },
      'fil-PH': {
        title: 'Bonus sa unang deposit',
        summary: 'Dagdag na bonus sa una mong top-up, kasama ang wagering nito.',
      },
    },
  },
  {
    id: ACTIVITY_ID.freeSign,
    sort: 10,
    type: 0,
    themeUrl: '/activities/sign-in.svg',
    ...route('/activity/sign-in'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Daily free sign-in',
        summary: 'Sign in every day: points and bonus coins, the most on day 7.',
      },
      'fil-PH': {
        title: 'Libreng araw-araw na sign-in',
        summary: 'Mag-sign in araw-araw: points at bonus coins, pinakamalaki sa ika-7 araw.',
      },
    },
  },
  {
    id: ACTIVITY_ID.vip,
    sort: 20,
    type: 0,
    themeUrl: '/activities/vip.svg',
    ...route('/vip'),
    unloginShowStatus: 1,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'VIP club',
        summary: 'Every ₱1 you play is 1 experience: level-up gifts, daily awards and rebates.',
      },
      'fil-PH': {
        title: 'VIP club',
        summary: 'Bawat ₱1 na taya ay 1 experience: regalo sa pag-level up, araw-araw na award at rebate.',
      },
    },
  },
  {
    id: ACTIVITY_ID.points,
    sort: 30,
    type: 0,
    themeUrl: '/activities/points.svg',
    ...route('/points'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': { title: 'Points shop', summary: 'Turn the points you earn into bonus coins.' },
      'fil-PH': { title: 'Points shop', summary: 'Gawing bonus coins ang mga points na naipon mo.' },
    },
  },
  {
    id: ACTIVITY_ID.bind,
    sort: 40,
    type: 0,
    themeUrl: '/activities/bind.svg',
    ...route('/bonus/tasks'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Add your mobile number',
        summary: '50 points for a number that keeps your account safe.',
      },
      'fil-PH': {
        title: 'Idagdag ang mobile number mo',
        summary: '50 points para sa numerong nagpapanatiling ligtas ng account mo.',
      },
    },
  },
  JACKPOT_ACTIVITY_SEED,
  SPIN_ACTIVITY_SEED,
  ...(
    [
      [
        ACTIVITY_ID.signUpBonus,
        'Sign-up bonus',
        'A welcome gift for new players.',
        'Regalo sa pag-sign up',
        'Regalo para sa mga bagong manlalaro.',
      ],
      [
        ACTIVITY_ID.fund,
        'Growth fund',
        'Deposit, play, and collect a fund that grows with you.',
        'Growth fund',
        'Mag-deposit, maglaro, at kunin ang pondong lumalaki kasama mo.',
      ],
      [
        ACTIVITY_ID.inviteUserSpin,
        'Invite and spin',
        'Invite friends for spins of the wheel.',
        'Mag-imbita at mag-spin',
        'Mag-imbita ng kaibigan para sa spin ng wheel.',
      ],
      [
        ACTIVITY_ID.followRewards,
        'Follow us',
        'Follow Panalo for news and gifts.',
        'I-follow kami',
        'I-follow ang Panalo para sa balita at regalo.',
      ],
      [ACTIVITY_ID.live, 'Live', 'Watch live shows and win.', 'Live', 'Manood ng live at manalo.'],
    ] as const
  ).map(([id, enTitle, enSummary, filTitle, filSummary], index): ActivitySeed => ({
    id,
    sort: 100 + index * 10,
    type: 0,
    themeUrl: '',
    ...route('/bonus'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'paused',
    texts: {
      'en-US': { title: enTitle, summary: enSummary },
      'fil-PH': { title: filTitle, summary: filSummary },
    },
  })),
]

/** Adds the seeded activities an installation does not have; never changes one the operator edited. */
export async function seedActivities(tx: Tx): Promise<void> {
  await tx
    .insert(activities)
    .values(ACTIVITY_SEED.map(({ status, ...activity }) => ({ ...activity, status })))
    .onConflictDoNothing()
}
