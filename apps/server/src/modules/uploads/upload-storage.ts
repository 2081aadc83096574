import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files are kept, outside the web root (docs/decisions/036-feedback-and-uploads.md).
 * Keys are random names the server chose; nothing a player sent becomes part of a path. The local
 * folder is the default; s3-upload-storage.ts keeps them in an S3-compatible bucket (decision 056).
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<Buffer>
  remove(key: string): Promise<void>
}

const KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/

/** A key the server made, or a thrown error: no other name reaches a path or a bucket. */
export function checkUploadKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not an upload key: ${key}`)
  return key
}

/** Files in a local folder (owner-only), two levels of subfolders by the key's first characters. */
export function createLocalUploadStorage(root: string): UploadStorage {
  const fileOf = (key: string) => path.join(root, checkUploadKey(key).slice(0, 2), key)
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${file}.partial`
      await writeFile(partial, bytes, { mode: 0o600 })
      await rename(partial, file)
    },
    get: (key) => readFile(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
  }
}
