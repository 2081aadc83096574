import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, type UploadImageType } from '@panalo/contract/calls/feedback'
import sharp from 'sharp'

import { AppError } from '../../platform/app-error.ts'

/** The longest side an image keeps: enough to read a receipt or a screen, not a camera's full size. */
export const MAX_IMAGE_SIDE = 2_048

/**
 * The type of an image from its first bytes (its "magic"), whatever its name or declared type says:
 * JPEG (FF D8 FF), PNG (the 8-byte signature) or WebP (RIFF….WEBP); anything else is undefined.
 */
export function sniffImageType(bytes: Buffer): UploadImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png'
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp'
  return undefined
}

export interface CleanImage {
  bytes: Buffer
  contentType: UploadImageType
  width: number
  height: number
}

/**
 * Makes an uploaded image safe to keep and show (decision 036): a size cap, the type from the bytes,
 * then decoded and encoded again by sharp in the same type, turned upright and shrunk to
 * MAX_IMAGE_SIDE. Re-encoding keeps only pixels: EXIF (location included), ICC, XMP, comments and
 * anything appended after the image (a polyglot's second file) are gone.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE')
  const type = sniffImageType(bytes)
  if (!type) throw new AppError('UPLOAD_TYPE_REFUSED')
  try {
    const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    const encoded =
      type === 'image/jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : type === 'image/png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 85 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { bytes: data, contentType: type, width: info.width, height: info.height }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('UPLOAD_TOO_LARGE')
    throw new AppError('UPLOAD_IMAGE_INVALID')
  }
}
