// A phone photo made ready for OCR: turned upright from its EXIF orientation, scaled so label
// text is neither too small for the model nor a 12-megapixel load for a phone, and greyed.

/** Longest side after scaling: enough for small print on a label that fills the frame. */
const MAX_SIDE = 2000;
/** A small screenshot or crop is scaled up to at least this width. */
const MIN_WIDTH = 1200;

export async function prepareLabelImage(image: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' });
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    let scale = longest > MAX_SIDE ? MAX_SIDE / longest : 1;
    if (bitmap.width * scale < MIN_WIDTH) scale = Math.min(MIN_WIDTH / bitmap.width, 3);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.filter = 'grayscale(1)';
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    bitmap.close();
  }
}
