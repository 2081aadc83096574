import { ACTIVITY_CLICK, type Activity } from '@panalo/contract/activity'

/** An activity as the seed writes it (decision 032): live or paused, no end. */
export type ActivitySeed = Omit<Activity, 'endsAt' | 'rules'> & { status: 'live' | 'paused' }

/** A tap that opens a page of the app. */
export const route = (path: string) => ({ clickAction: path, clickType: ACTIVITY_CLICK.route })
