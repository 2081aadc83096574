import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeS3 {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Objects by key, with the type they were put with. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>
  /** Each request's method, path and the access key its signature named. */
  requests: { method: string; path: string; accessKeyId: string | undefined }[]
  close(): Promise<void>
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`

/**
 * A tiny S3-compatible server in the test's process: PutObject, GetObject and DeleteObject on one
 * bucket, path-style, answering as S3 does (NoSuchKey, NoSuchBucket, AccessDenied for another key).
 * It checks who signed, not the signature's bytes: the SDK signs, this stands in for the bucket.
 */
export async function startFakeS3(bucket = 'panalo-uploads'): Promise<FakeS3> {
  const accessKeyId = 'FAKEACCESSKEY'
  const objects: FakeS3['objects'] = new Map()
  const requests: FakeS3['requests'] = []
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake')
      const [, bucketName, ...rest] = url.pathname.split('/')
      const key = decodeURIComponent(rest.join('/'))
      const signer = /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1]
      requests.push({ method: request.method ?? '', path: url.pathname, accessKeyId: signer })
      const body = await bodyOf(request)
      const fail = (status: number, code: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' })
        response.end(errorXml(code, code))
      }
      if (signer !== accessKeyId) return fail(403, 'AccessDenied')
      if (bucketName !== bucket) return fail(404, 'NoSuchBucket')
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: request.headers['content-type'] })
        response.writeHead(200, { etag: '"fake"' })
        return response.end()
      }
      if (request.method === 'GET') {
        const object = objects.get(key)
        if (!object) return fail(404, 'NoSuchKey')
        response.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
        })
        return response.end(object.body)
      }
      if (request.method === 'DELETE') {
        objects.delete(key)
        response.writeHead(204)
        return response.end()
      }
      return fail(405, 'MethodNotAllowed')
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey: 'fake-secret',
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
