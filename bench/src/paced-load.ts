import net from 'node:net'

/** One request of a paced run: what goes on the wire, whole. */
export interface PacedRequest {
  method: 'POST' | 'GET'
  path: string
  headers: Record<string, string>
  body: string
}

export interface PacedResult {
  /** Each request's latency in ms, from its scheduled start to the last byte of its answer, by request. */
  latencies: Float64Array
  /** How late each request went out, in ms after its scheduled start. */
  lateness: Float64Array
  /** Seconds from the first scheduled start to the last answer. */
  elapsed: number
  /** Answers with a status other than 200, and connections that failed. */
  errors: number
  /** The bodies of the 200 answers that `isOk` did not accept. */
  refusals: string[]
}

/**
 * An open-loop load at a fixed rate over keep-alive HTTP/1.1 connections: request n is due at
 * start + n/rate and is timed from then, so a late send counts against it (no coordinated omission).
 * A due request goes out on an idle connection, on a new one when none is idle (up to
 * `maxConnections`), or waits for the first one to free.
 *
 * It writes prepared bytes on plain sockets and reads only the status, Content-Length and body of each
 * answer: the load shares the machine with the server and PostgreSQL, and node:http's client cost
 * about 170 µs of CPU per request here, which was CPU taken from the system being measured and made
 * the load itself send late. Answers must carry a Content-Length (Fastify's JSON replies do).
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
      this.socket = net.connect(origin.port, origin.host)
      this.socket.setNoDelay(true)
      this.socket.on('data', (chunk: Buffer) => this.read(chunk))
      this.socket.on('error', () => this.fail())
      this.socket.on('close', () => this.fail())
    }

    send(n: number) {
      this.current = n
      lateness[n] = performance.now() - due(n)
      this.socket.write(wire.subarray(n === 0 ? 0 : ends[n - 1], ends[n]))
    }

    read(chunk: Buffer) {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk])
      const headEnd = this.buffered.indexOf('\r\n\r\n')
      if (headEnd < 0) return
      const head = this.buffered.toString('latin1', 0, headEnd)
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN)
      if (!Number.isFinite(length)) return this.fail()
      if (this.buffered.length < headEnd + 4 + length) return
      const status = Number(head.slice(9, 12))
      const n = this.current
      latencies[n] = performance.now() - due(n)
      const body = this.buffered.subarray(headEnd + 4, headEnd + 4 + length)
      if (status !== 200) errors++
      else if (!isOk(body)) refusals.push(body.toString())
      this.buffered = this.buffered.subarray(headEnd + 4 + length)
      this.current = -1
      settle()
      const next = waiting.shift()
      if (next === undefined) idle.push(this)
      else this.send(next)
    }

    fail() {
      if (this.closed) return
      this.closed = true
      if (this.current >= 0) {
        latencies[this.current] = performance.now() - due(this.current)
        errors++
        this.current = -1
        settle()
      }
      this.socket.destroy()
      open--
      const index = idle.indexOf(this)
      if (index >= 0) idle.splice(index, 1)
      const next = waiting.shift()
      if (next !== undefined) dispatch(next)
    }
  }

  function dispatch(n: number) {
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
  if (count > 0) await done
  const elapsed = (performance.now() - start) / 1000
  for (const connection of [...idle]) connection.socket.destroy()
  return { latencies, lateness, elapsed, errors, refusals }
}
