import type { FastifyInstance } from 'fastify'

/**
 * This server's own address as another process would call it, for services that talk to the server
 * over real HTTP (the development game aggregator calling the provider wallet). Known only once the
 * server listens; a wildcard listen (0.0.0.0, ::) is reached on loopback.
 */
export function createLocalAddress() {
  let app: FastifyInstance | undefined
  return {
    attach(server: FastifyInstance): void {
      app = server
    },
    url(): string {
      const address = app?.server.address()
      if (!address || typeof address === 'string') throw new Error('the server is not listening on a port')
      const host =
        address.address === '0.0.0.0'
          ? '127.0.0.1'
          : address.address === '::'
            ? '[::1]'
            : address.family === 'IPv6'
              ? `[${address.address}]`
              : address.address
      return `http://${host}:${address.port}`
    },
  }
}

export type LocalAddress = ReturnType<typeof createLocalAddress>
