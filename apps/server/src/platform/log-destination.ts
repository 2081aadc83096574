import { writeSync } from 'node:fs'

import pino from 'pino'

import type { LogLineSink } from './request-log.ts'

/**
 * The server's log destination: standard output through pino's asynchronous writer (sonic-boom),
 * handed the lines of a few milliseconds as one string.
 *
 * Why: with a fast reader (a pipe, a file, /dev/null) each asynchronous write finishes before the
 * next request is logged, so sonic-boom wrote one or two lines per system call, and writing cost
 * about a tenth of a cheap call's CPU. Joined per turn, a busy server still made one write per turn,
 * and each asynchronous write wakes a worker thread and then the event loop: paced at 1,200 provider
 * bets a second (a few requests per turn), those writes took 8 % of the server's busy CPU time in a
 * profile, and 2 % gathered like this. So the lines of every turn within LOG_GATHER_MS go out as one
 * write: a line is at most that late, and there are at most 1000 / LOG_GATHER_MS writes a second
 * however busy the server is. At exit, what sonic-boom holds and the lines still waiting are written
 * synchronously (a write already under way finishes on its own).
 */
const LOG_GATHER_MS = 20

export function createLogDestination(fd = 1): LogLineSink {
  const writer = pino.destination({ dest: fd, sync: false })
  let lines: string[] = []
  let scheduled = false
  const handOver = () => {
    scheduled = false
    if (lines.length === 0) return
    const text = lines.length === 1 ? (lines[0] as string) : lines.join('')
    lines = []
    writer.write(text)
  }
  // At exit there is no next turn: what sonic-boom holds, then this turn's lines, written at once.
  process.on('exit', () => {
    try {
      writer.flushSync()
      if (lines.length > 0) writeSync(fd, lines.join(''))
    } catch {
      // Nowhere left to report it: the process is ending.
    }
    lines = []
  })
  return {
    write(line: string) {
      lines.push(line)
      if (!scheduled) {
        scheduled = true
        setTimeout(handOver, LOG_GATHER_MS).unref()
      }
    },
  }
}
