import { ACTIVITY_ID } from '@panalo/contract/activity'

import type { Tx } from '../db/client.ts'
import { activities } from '../db/schema/activities.ts'
import {
  INVITE_SPIN_ACTIVITY_SEED,
  JACKPOT_ACTIVITY_SEED,
  SPIN_ACTIVITY_SEED,
} from './activities-draws.seed.ts'
import { route, type ActivitySeed } from './activity-seed.ts'

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
    unloginShowStatus: 1,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Daily check-in',
        summary: 'Check in every day: points and bonus coins, the most on day 7.',
      },
      'fil-PH': {
        title: 'Daily check-in',
        summary: 'Mag-check in araw-araw: points at bonus coins, pinakamalaki sa ika-7 araw.',
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
    unloginShowStatus: 1,
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
  {
    id: ACTIVITY_ID.signUpBonus,
    sort: 3,
    type: 0,
    themeUrl: '/activities/sign-up-bonus.svg',
    ...route('/activity/sign-up-bonus'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Welcome bonus',
        summary: '₱50 for new players with a mobile number, with your first top-up.',
      },
      'fil-PH': {
        title: 'Welcome bonus',
        summary: '₱50 para sa bagong manlalaro na may mobile number, kasama ng unang top-up.',
      },
    },
  },
  {
    id: ACTIVITY_ID.slotsTournament,
    sort: 12,
    type: 0,
    themeUrl: '/activities/slotshack.svg',
    ...route('/activity/slotshack'),
    unloginShowStatus: 1,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Weekly slots tournament',
        summary: 'The most slots bets this week share ₱3,000 in prizes, paid every Monday.',
      },
      'fil-PH': {
        title: 'Lingguhang slots tournament',
        summary: 'Hatian ng pinakamalaking taya sa slots ngayong linggo ang ₱3,000, tuwing Lunes.',
      },
    },
  },
  {
    id: ACTIVITY_ID.lottery,
    sort: 13,
    type: 0,
    themeUrl: '/activities/lottery.svg',
    ...route('/activity/lottery'),
    unloginShowStatus: 1,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Daily lottery',
        summary: 'Turn lottery coupons or points into tickets; prizes drawn every night at 9, provably fair.',
      },
      'fil-PH': {
        title: 'Daily lottery',
        summary: 'Gawing ticket ang lottery coupons o points; bunutan gabi-gabi ng 9, provably fair.',
      },
    },
  },
  {
    id: ACTIVITY_ID.redVersusBlue,
    sort: 14,
    type: 0,
    themeUrl: '/activities/redpkblue.svg',
    ...route('/activity/redpkblue'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Red versus blue',
        summary: 'Pick a camp and play: the camp with more bets shares the prize pool.',
      },
      'fil-PH': {
        title: 'Red versus blue',
        summary: 'Pumili ng camp at maglaro: hatian ng camp na mas malaki ang taya ang prize pool.',
      },
    },
  },
  {
    id: ACTIVITY_ID.fund,
    sort: 15,
    type: 0,
    themeUrl: '/activities/fund.svg',
    ...route('/activity/fund'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Growth fund',
        summary: 'Your deposits add up: each milestone pays about 1% back, once.',
      },
      'fil-PH': {
        title: 'Growth fund',
        summary: 'Nadadagdagan ang deposit mo: bawat milestone, mga 1% balik, isang beses.',
      },
    },
  },
  {
    id: ACTIVITY_ID.bankBonus,
    sort: 45,
    type: 0,
    themeUrl: '/activities/bank.svg',
    ...route('/activity/bank'),
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Save a receiving account',
        summary: '₱5 and 50 points for the GCash, Maya or bank account your withdrawals go to.',
      },
      'fil-PH': {
        title: 'Mag-save ng receiving account',
        summary: '₱5 at 50 points para sa GCash, Maya o bank account ng withdrawal mo.',
      },
    },
  },
  {
    id: ACTIVITY_ID.followRewards,
    sort: 50,
    type: 0,
    themeUrl: '/activities/follow.svg',
    ...route('/activity/follow'),
    unloginShowStatus: 1,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Follow us',
        summary: 'Follow Panalo on Facebook, TikTok, YouTube and Telegram: 20 points each.',
      },
      'fil-PH': {
        title: 'I-follow kami',
        summary: 'I-follow ang Panalo sa Facebook, TikTok, YouTube at Telegram: 20 points bawat isa.',
      },
    },
  },
  {
    id: ACTIVITY_ID.live,
    sort: 60,
    type: 0,
    themeUrl: '/activities/live.svg',
    ...route('/activity/live'),
    unloginShowStatus: 1,
    homeFloatShowStatus: 0,
    status: 'live',
    texts: {
      'en-US': {
        title: 'Panalo Live',
        summary: 'Live shows with the Panalo hosts: draws, tips and codes announced on air.',
      },
      'fil-PH': {
        title: 'Panalo Live',
        summary: 'Live na palabas kasama ang mga host ng Panalo: draws, tips at codes sa ere.',
      },
    },
  },
  JACKPOT_ACTIVITY_SEED,
  SPIN_ACTIVITY_SEED,
  INVITE_SPIN_ACTIVITY_SEED,
]

/** Adds the seeded activities an installation does not have; never changes one the operator edited. */
export async function seedActivities(tx: Tx): Promise<void> {
  await tx
    .insert(activities)
    .values(ACTIVITY_SEED.map(({ status, ...activity }) => ({ ...activity, status })))
    .onConflictDoNothing()
}
