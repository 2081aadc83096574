import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { pacedLoad, type PacedRequest } from '../src/paced-load.ts'

/** A local server that answers each request as `reply` says, recording what it was sent. */
async function serve(reply: (body: string, response: http.ServerResponse) => void) {
  const received: { path: string; signature: string | undefined; body: string }[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', signature: request.headers['x-signature'] as string, body })
      reply(body, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { origin: { host: '127.0.0.1', port: (server.address() as AddressInfo).port }, received, server }
}

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A JSON answer with a Content-Length, as Fastify gives it (pacedLoad reads no chunked answers). */
const json = (response: http.ServerResponse, status: number, value: unknown) => {
  const body = JSON.stringify(value)
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
}
const bet = (n: number): PacedRequest => ({
  method: 'POST',
  path: `/bet/${n}`,
  headers: { 'content-type': 'application/json', 'x-signature': `sig-${n}` },
  body: JSON.stringify({ n, note: 'ñ' }),
})
const isOk = (body: Buffer) => body.includes('"OK"')

describe('pacedLoad', () => {
  it('sends every request once, whole, and times each from its scheduled start', async () => {
    const { origin, received } = await serve((body, response) =>
      json(response, 200, { status: 'OK', echo: JSON.parse(body) as unknown }),
    )
    const result = await pacedLoad(origin, 60, bet, 600, 4, isOk)

    expect(received.map((request) => request.path).sort()).toEqual(
      Array.from({ length: 60 }, (_, n) => `/bet/${n}`).sort(),
    )
    for (const request of received) {
      const n = Number(request.path.slice(5))
      expect(request.signature).toBe(`sig-${n}`)
      expect(JSON.parse(request.body)).toEqual({ n, note: 'ñ' })
    }
    expect(result.errors).toBe(0)
    expect(result.refusals).toEqual([])
    expect(result.latencies).toHaveLength(60)
    expect(Math.min(...result.latencies)).toBeGreaterThan(0)
    expect(Math.min(...result.lateness)).toBeGreaterThanOrEqual(0)
    for (const [n, latency] of result.latencies.entries())
      expect(latency).toBeGreaterThanOrEqual(result.lateness[n] ?? 0)
    // The schedule spreads 60 requests at 600/s over at least 59/600 s.
    expect(result.elapsed).toBeGreaterThanOrEqual(59 / 600)
  })

  it('keeps to its connection limit: requests due while all are busy wait for one to free', async () => {
    const { origin, received, server } = await serve((_body, response) => {
      setTimeout(() => json(response, 200, { status: 'OK' }), 20)
    })
    let connections = 0
    server.on('connection', () => connections++)
    // 40 requests due within 40 ms, each answered after 20 ms, over at most 2 connections.
    const result = await pacedLoad(origin, 40, bet, 1000, 2, isOk)

    expect(received).toHaveLength(40)
    expect(connections).toBe(2)
    expect(result.errors).toBe(0)
    // Queued behind busy connections, the last requests wait well past their schedule.
    expect(Math.max(...result.latencies)).toBeGreaterThan(100)
  })

  it('opens a new connection when the server has closed an idle one', async () => {
    const { origin, received, server } = await serve((_body, response) => {
      // As a keep-alive timeout would, once the answer is out. (A 10 ms timer here raced the next
      // request 50 ms later on a machine at load 15: the close met a request already sent.)
      response.on('finish', () => setImmediate(() => server.closeIdleConnections()))
      json(response, 200, { status: 'OK' })
    })
    let connections = 0
    server.on('connection', () => connections++)
    // One request every 200 ms: each finds the last connection closed by the server.
    const result = await pacedLoad(origin, 5, bet, 5, 4, isOk)

    expect(received).toHaveLength(5)
    expect(result.errors).toBe(0)
    expect(connections).toBe(5)
  })

  it('reads an answer that arrives in pieces', async () => {
    const sockets = new Set<net.Socket>()
    const raw = net.createServer((socket) => {
      sockets.add(socket)
      socket.setNoDelay(true)
      socket.on('data', () => {
        const body = Buffer.from('{"status":"OK","name":"Piñata"}')
        const bytes = Buffer.concat([
          Buffer.from(
            `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
          ),
          body,
        ])
        // A byte at a time, in order, cutting through the head, its end and the two-byte ñ.
        void (async () => {
          for (const byte of bytes) {
            socket.write(Buffer.from([byte]))
            await new Promise((resolve) => setImmediate(resolve))
          }
        })()
      })
    })
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve))
    try {
      const result = await pacedLoad(
        { host: '127.0.0.1', port: (raw.address() as AddressInfo).port },
        2,
        bet,
        100,
        1,
        (body) => body.toString() === '{"status":"OK","name":"Piñata"}',
      )
      expect(result.errors).toBe(0)
      expect(result.refusals).toEqual([])
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => raw.close(resolve))
    }
  })

  it('counts every request as an error when nothing listens, and still ends', async () => {
    const { origin } = await serve((_body, response) => json(response, 200, { status: 'OK' }))
    const closed = servers.pop()
    closed?.closeAllConnections()
    await new Promise((resolve) => closed?.close(resolve))
    const result = await pacedLoad(origin, 6, bet, 300, 2, isOk)

    expect(result.errors).toBe(6)
    expect([...result.latencies].every((latency) => latency === Number.POSITIVE_INFINITY)).toBe(true)
  })

  it('hands back the answers it does not accept, and counts other statuses and lost connections as errors', async () => {
    const { origin } = await serve((body, response) => {
      const { n } = JSON.parse(body) as { n: number }
      if (n % 5 === 1) json(response, 200, { status: 'REFUSED', n })
      else if (n % 5 === 2) json(response, 500, { error: 'boom' })
      else if (n % 5 === 3) response.socket?.destroy()
      else json(response, 200, { status: 'OK' })
    })
    const result = await pacedLoad(origin, 20, bet, 400, 3, isOk)

    expect(
      result.refusals.map((body) => (JSON.parse(body) as { n: number }).n).sort((a, b) => a - b),
    ).toEqual([1, 6, 11, 16])
    expect(result.errors).toBe(8)
    // A failed request's latency is infinite, so that failures weigh on the percentiles.
    expect(result.latencies.filter((latency) => latency === Number.POSITIVE_INFINITY)).toHaveLength(8)
  })

  it('counts an answer without a Content-Length as an error, and still ends', async () => {
    const { origin } = await serve((_body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"status":"OK"}')
    })
    const result = await pacedLoad(origin, 5, bet, 500, 2, isOk)

    expect(result.errors).toBe(5)
    expect(result.refusals).toEqual([])
  })
})
