import { PHOTO_JPEG_QUALITY } from '@pawrx/contracts/constants';

/** Largest side of an exported photo: keeps uploads well under the API's 2 MB limit. */
const MAX_PHOTO_SIDE = 1024;

export type PixelArea = { x: number; y: number; width: number; height: number };

/** Output size for a crop of `w`×`h` source pixels, scaled down to fit MAX_PHOTO_SIDE. */
export function outputSize(w: number, h: number, max = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, max / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/**
 * Draws the crop (given in displayed pixels) from the full-resolution image onto a canvas and
 * returns a JPEG data URL at quality 0.9 (spec §9).
 */
export function cropToJpegDataUrl(image: HTMLImageElement, crop: PixelArea): string {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const source = {
    x: crop.x * scaleX,
    y: crop.y * scaleY,
    width: crop.width * scaleX,
    height: crop.height * scaleY,
  };
  const size = outputSize(source.width, source.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is empty');
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#ffffff'; // JPEG has no transparency: flatten onto white
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(
    image,
    source.x,
    source.y,
    source.width,
    source.height,
    0,
    0,
    size.width,
    size.height,
  );
  const dataUrl = canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
  if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('Canvas is empty');
  return dataUrl;
}
