import type { DevErrorAnswer } from '@panalo/contract/dev-aggregator'

/** A refusal of the development aggregator, with its message and the balance when known. */
export class DevAggregatorError extends Error {
  readonly answer: DevErrorAnswer
  constructor(answer: DevErrorAnswer) {
    super(answer.message)
    this.name = 'DevAggregatorError'
    this.answer = answer
  }
}

/**
 * Posts to the development aggregator's own API. Its pages talk to the aggregator, never to Panalo's
 * /app/v1 (a real aggregator's pages cannot), so this is plain fetch and not the app's API client.
 */
export async function devAggregatorFetch<Answer extends object>(
  path: string,
  body: unknown,
): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => null)) as Answer | DevErrorAnswer | null
  if (json === null) throw new Error(`The game server answered HTTP ${response.status}`)
  if ('error' in json) throw new DevAggregatorError(json)
  return json
}
