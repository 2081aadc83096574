import type { Activity } from '@panalo/contract/activity'
import { ACTIVITY_CLICK } from '@panalo/contract/enums'
import { useNavigate } from 'react-router'

import { useSignedIn } from '../api/queries/use-me-query.ts'
import { useLeadingDebounce } from './debounce.ts'
import { loginPath } from './paths.ts'

/** A tap on an activity (its card in the bonus centre, its slide on /): opens it, debounced. */
export function useOpenActivity(activity: Activity): () => void {
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  // SPEC.md §6: activity clicks are debounced 300 ms.
  return useLeadingDebounce(() => {
    // SPEC.md §4: an activity without the unlogin-show flag sends a guest to login first.
    if (!signedIn && activity.unloginShowStatus === 0)
      void navigate(
        loginPath(activity.clickType === ACTIVITY_CLICK.route ? { redirect: activity.clickAction } : {}),
      )
    else if (activity.clickType === ACTIVITY_CLICK.external) window.location.assign(activity.clickAction)
    else void navigate(activity.clickAction)
  })
}
