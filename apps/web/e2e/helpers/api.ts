import type { Page } from 'playwright-core'

/** The fields the web app adds to every call's body (api/client.ts), as a test's direct calls send them. */
export const CLIENT_FIELDS = {
  appId: 'panalo-web',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0,
  appVersion: 'e2e',
  appWebName: 'panalo',
}

export interface CallAnswer {
  errcode: number
  data: Record<string, unknown>
}

/** Sends one call to the test server as the app would, signed in with `token` when given. */
export async function callApi(
  serverUrl: string,
  name: string,
  body: object,
  token?: string,
): Promise<CallAnswer> {
  const response = await fetch(`${serverUrl}/app/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ ...CLIENT_FIELDS, ...body }),
  })
  return (await response.json()) as CallAnswer
}

/** The session token the signed-in page keeps. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('panalo.token'))
  if (!token) throw new Error('no session token')
  return token
}
