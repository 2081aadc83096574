import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import { checkUploadKey, type UploadStorage } from './upload-storage.ts'

export interface S3UploadStorageOptions {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …; decision 056). The
 * bucket stays private: nothing is served from it, the server reads each object for its owner or the
 * operator. Path-style addressing and checksums only when required, which every S3-compatible store
 * takes.
 */
export function createS3UploadStorage(options: S3UploadStorageOptions): UploadStorage & { close(): void } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  })
  const Bucket = options.bucket
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkUploadKey(key), Body: bytes, ContentType: contentType }),
      )
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkUploadKey(key) }))
        if (!answer.Body) throw new Error(`upload ${key} has no body`)
        return Buffer.from(await answer.Body.transformToByteArray())
      } catch (error) {
        if (error instanceof NoSuchKey)
          throw new Error(`upload ${key} is missing from the bucket`, { cause: error })
        throw error
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkUploadKey(key) }))
    },
    close: () => client.destroy(),
  }
}
