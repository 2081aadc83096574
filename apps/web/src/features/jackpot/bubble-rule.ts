import type { Activity } from '@panalo/contract/activity'

/**
 * SPEC.md §2's jackpot bubble shows on the floating-bubble routes only when the player is signed in,
 * the jackpot activity exists (live: the activity answer lists only live ones) and its home-float
 * flag is on.
 */
export function jackpotBubbleVisible({
  signedIn,
  floatingRoute,
  activity,
}: {
  signedIn: boolean
  floatingRoute: boolean
  activity: Pick<Activity, 'homeFloatShowStatus'> | undefined
}): boolean {
  return signedIn && floatingRoute && activity?.homeFloatShowStatus === 1
}
