import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@panalo/contract/calls/feedback'

/** The longest side a photo is shrunk to before it is sent, when it is over the size cap. */
const SHRINK_SIDE = 1_600

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (let index = 0; index < bytes.length; index += 0x8000)
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return btoa(text)
}

async function shrink(file: Blob, side: number, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('shrink failed'))),
      'image/jpeg',
      quality,
    ),
  )
}

/**
 * A picked image as base64 for uploadFeedbackImage and uploadKyc: as it is when within the cap, else shrunk to a
 * JPEG (a phone photo is several megabytes). Answers null for a file that is not JPEG, PNG or WebP;
 * the server reads the type from the bytes whatever this says.
 */
export async function prepareImage(file: File): Promise<string | null> {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return null
  let blob: Blob = file
  if (blob.size > UPLOAD_MAX_BYTES) blob = await shrink(file, SHRINK_SIDE, 0.85)
  if (blob.size > UPLOAD_MAX_BYTES) blob = await shrink(file, SHRINK_SIDE / 2, 0.7)
  return toBase64(new Uint8Array(await blob.arrayBuffer()))
}
