import net from 'node:net'

/** One request of a paced run: what goes on the wire, whole. */
export interface PacedRequest {
  method: 'POST' | 'GET'
  path: string
  headers: Record<string, string>
  body: string
}

export interface PacedResult {
  /**
   * Each request's latency in ms, from its scheduled start to the last byte of its answer, by
   * request; Infinity for a request that failed (another status, a lost connection, no answer).
   */
  latencies: Float64Array
  /** How late each request went out, in ms after its scheduled start. */
  lateness: Float64Array
  /** Seconds from the first scheduled start to the last answer. */
  elapsed: number
  /** Answers with a status other than 200, connections that failed, and requests never answered. */
  errors: number
  /** The bodies of the 200 answers that `isOk` did not accept. */
  refusals: string[]
}

/** How long after the last request was due the run waits for answers. */
const ANSWER_TIMEOUT_MS = 30_000

/**
 * An open-loop load at a fixed rate over keep-alive HTTP/1.1 connections: request n is due at
 * start + n/rate and is timed from then, so a late send counts against it (no coordinated omission).
 * A due request goes out on an idle connection, on a new one when none is idle (up to
 * `maxConnections`), or waits for the first one to free.
 *
 * It writes prepared bytes on plain sockets and reads only the status, Content-Length and body of each
 * answer: the load shares the machine with the server and PostgreSQL, and node:http's client cost
 * about 170 µs of CPU per request here, which was CPU taken from the system being measured and made
 * the load itself send late. Answers must carry a Content-Length (Fastify's JSON replies do); a
 * failed request (another status than 200, a lost connection, no answer within ANSWER_TIMEOUT_MS of
 * the end of the schedule) counts as an error with an infinite latency.
 */
export async function pacedLoad(
  origin: { host: string; port: number },
  count: number,
  requestAt: (n: number) => PacedRequest,
  rate: number,
  maxConnections: number,
  isOk: (body: Buffer) => boolean,
): Promise<PacedResult> {
  // Every request's bytes in one buffer, sliced when sent: 10^4 small buffers and strings kept alive
  // through the run made the load's own garbage collection pause it for tens of milliseconds.
  const ends = new Float64Array(count)
  const wire = Buffer.from(
    Array.from({ length: count }, (_, n) => {
      const request = requestAt(n)
      const head =
        `${request.method} ${request.path} HTTP/1.1\r\nHost: ${origin.host}:${origin.port}\r\n` +
        Object.entries(request.headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `Content-Length: ${Buffer.byteLength(request.body)}\r\n\r\n`
      const bytes = head + request.body
      ends[n] = (n === 0 ? 0 : (ends[n - 1] ?? 0)) + Buffer.byteLength(bytes)
      return bytes
    }).join(''),
  )
  // Building them left garbage enough for a major collection, which would pause the load a few tens
  // of milliseconds into the run: collect it now, before the clock starts (node --expose-gc).
  ;(globalThis as { gc?: () => void }).gc?.()
  const latencies = new Float64Array(count)
  const lateness = new Float64Array(count)
  const refusals: string[] = []
  let errors = 0
  let answered = 0
  let open = 0
  const idle: Connection[] = []
  const connections = new Set<Connection>()
  /** Set at the answer deadline: whatever is still waiting fails. */
  let expired = false
  const waiting: number[] = []
  let start = 0
  const due = (n: number) => start + (n * 1000) / rate
  let finish: () => void = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))

  function settle() {
    answered++
    if (answered === count) finish()
  }

  class Connection {
    readonly socket: net.Socket
    current = -1
    buffered: Buffer = Buffer.alloc(0)
    closed = false

    constructor() {
      open++
      connections.add(this)
      this.socket = net.connect(origin.port, origin.host)
      this.socket.setNoDelay(true)
      this.socket.on('data', (chunk: Buffer) => this.read(chunk))
      this.socket.on('error', () => this.fail())
      // The server closing the connection (an idle keep-alive timing out, or its end) takes it out.
      this.socket.on('end', () => this.fail())
      this.socket.on('close', () => this.fail())
    }

    send(n: number) {
      this.current = n
      lateness[n] = performance.now() - due(n)
      this.socket.write(wire.subarray(n === 0 ? 0 : ends[n - 1], ends[n]))
    }

    read(chunk: Buffer) {
      // Bytes nobody asked for (a server's stray error answer): the connection is not to be trusted.
      if (this.current < 0) return this.fail()
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk])
      const headEnd = this.buffered.indexOf('\r\n\r\n')
      if (headEnd < 0) return
      const head = this.buffered.toString('latin1', 0, headEnd)
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN)
      if (!Number.isFinite(length)) return this.fail()
      const end = headEnd + 4 + length
      if (this.buffered.length < end) return
      if (this.buffered.length > end) return this.fail()
      const n = this.current
      const body = this.buffered.subarray(headEnd + 4, end)
      if (Number(head.slice(9, 12)) !== 200) {
        latencies[n] = Number.POSITIVE_INFINITY
        errors++
      } else {
        latencies[n] = performance.now() - due(n)
        if (!isOk(body)) refusals.push(body.toString())
      }
      this.buffered = Buffer.alloc(0)
      this.current = -1
      settle()
      if (/\r\nconnection: *close/i.test(head)) return this.fail()
      const next = waiting.shift()
      if (next === undefined) idle.push(this)
      else this.send(next)
    }

    fail() {
      if (this.closed) return
      this.closed = true
      if (this.current >= 0) {
        latencies[this.current] = Number.POSITIVE_INFINITY
        errors++
        this.current = -1
        settle()
      }
      this.socket.destroy()
      open--
      connections.delete(this)
      const index = idle.indexOf(this)
      if (index >= 0) idle.splice(index, 1)
      const next = waiting.shift()
      if (next !== undefined) dispatch(next)
    }
  }

  function dispatch(n: number) {
    if (expired) {
      latencies[n] = Number.POSITIVE_INFINITY
      errors++
      settle()
      return
    }
    const connection = idle.pop()
    if (connection) connection.send(n)
    else if (open < maxConnections) new Connection().send(n)
    else waiting.push(n)
  }

  start = performance.now()
  let next = 0
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (next < count && due(next) <= now) dispatch(next++)
      if (next < count) setTimeout(tick, Math.max(0, due(next) - performance.now()))
      else resolve()
    }
    tick()
  })
  // Requests still unanswered this long after the last one was due fail with their connections.
  const deadline = setTimeout(() => {
    expired = true
    for (const connection of [...connections]) connection.fail()
  }, ANSWER_TIMEOUT_MS)
  if (count > 0) await done
  clearTimeout(deadline)
  const elapsed = (performance.now() - start) / 1000
  for (const connection of [...idle]) connection.socket.destroy()
  return { latencies, lateness, elapsed, errors, refusals }
}
