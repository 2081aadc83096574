import { ACTIVITY_ID } from '@panalo/contract/activity'

import { and, eq, type SQL } from 'drizzle-orm'

import type { Tx } from '../db/client.ts'
import { activities } from '../db/schema/activities.ts'
import { route, type ActivitySeed } from './activity-seed.ts'

/**
 * The draw activities (the jackpot, the spin wheel and the invite spin): built after the first
 * installations were seeded, so besides their rows in ACTIVITY_SEED the jackpot and the invite spin
 * each have a step that brings an older installation's row, seeded paused before its page existed,
 * live, unless the operator changed it.
 */

/**
 * InviteUserSpin 20 (decision 058): live with its page and art, and a start-up popup (type 1) that
 * shows the player's own progress.
 */
export const INVITE_SPIN_ACTIVITY_SEED: ActivitySeed = {
  id: ACTIVITY_ID.inviteUserSpin,
  sort: 11,
  type: 1,
  themeUrl: '/activities/invite-spin.svg',
  ...route('/activity/invite-spin'),
  unloginShowStatus: 0,
  homeFloatShowStatus: 0,
  status: 'live',
  texts: {
    'en-US': {
      title: 'Invite and spin',
      summary: 'Spin towards ₱300 in 72 hours: 3 friends who become valid always get you there.',
    },
    'fil-PH': {
      title: 'Mag-imbita at mag-spin',
      summary: 'Mag-spin papuntang ₱300 sa loob ng 72 oras: 3 valid na kaibigan, siguradong abot.',
    },
  },
}

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
  unloginShowStatus: 1,
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

/** Writes `seed` over its row while `unchanged` says the row is still the one seeded paused. */
async function bringLive(tx: Tx, seed: ActivitySeed, unchanged: SQL): Promise<void> {
  await tx
    .update(activities)
    .set(seed)
    .where(and(eq(activities.id, seed.id), eq(activities.status, 'paused'), unchanged))
}

/** LuckyJackpot 47 live with its art (its paused row had none). */
export function seedJackpotActivity(tx: Tx): Promise<void> {
  return bringLive(tx, JACKPOT_ACTIVITY_SEED, eq(activities.themeUrl, ''))
}

/** InviteUserSpin 20 live with its page (its paused row opened the bonus centre; decision 058). */
export function seedInviteSpinActivity(tx: Tx): Promise<void> {
  return bringLive(tx, INVITE_SPIN_ACTIVITY_SEED, eq(activities.clickAction, '/bonus'))
}
