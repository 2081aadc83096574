import Fastify from 'fastify'

/**
 * The reference server: Fastify's hello world, as in fastify/benchmarks. It answers GET /, and also
 * POST / with a JSON body, so a product call can be compared with bare Fastify doing the same HTTP
 * work (reading and parsing the body).
 */
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.post('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
