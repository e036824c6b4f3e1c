// What an uploaded file really is, from its first bytes: the declared Content-Type is whatever the
// phone (or an attacker) says, and a file served back as an image must be one.

import { UPLOAD_IMAGE_TYPES } from '@freight/contract/endpoints/third';

export const ALLOWED_IMAGE_TYPES = UPLOAD_IMAGE_TYPES;
export type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/** The image type of `bytes` by its signature, or null when it is none of the allowed types. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  // JPEG: SOI marker followed by the first segment's marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  // WebP: a RIFF container whose form type is WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
