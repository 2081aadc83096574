import { apiCall } from '../api/client.ts'
import { deviceId } from './device.ts'

/**
 * The invite code (?pid=) and agent id (?aid=) of the link that brought a visitor, kept for the
 * session so registration can send them even after the visitor has moved around the app.
 */
const KEY = 'panalo.invite'

export interface InviteParams {
  pid?: string
  aid?: string
}

export function rememberInviteParams(search: string = window.location.search): void {
  const params = new URLSearchParams(search)
  const pid = params.get('pid')?.trim().slice(0, 32)
  const aid = params.get('aid')?.trim().slice(0, 32)
  if (!pid && !aid) return
  // The friend's click counts towards the inviter's invite spin (decision 058): once per device,
  // decided by the server; a refused or failed click changes nothing for the visitor.
  if (pid) void apiCall('actInviteClickInvite', { pid, visitorId: deviceId() }).catch(() => undefined)
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ ...inviteParams(), ...(pid ? { pid } : {}), ...(aid ? { aid } : {}) }),
    )
  } catch {
    // Storage refused: the invite is lost, registration still works.
  }
}

export function inviteParams(): InviteParams {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>
    return {
      ...(typeof stored.pid === 'string' ? { pid: stored.pid } : {}),
      ...(typeof stored.aid === 'string' ? { aid: stored.aid } : {}),
    }
  } catch {
    return {}
  }
}
