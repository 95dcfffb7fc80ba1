/** A part of an image in its own pixels, as the cropper reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Twice the stored avatar: enough for the relay's resize, far under the 10 MB limit. */
const uploadSide = 800;

/**
 * Draws the chosen square of the picture (the browser decodes JPEG, PNG and BMP alike, turned
 * upright by their EXIF orientation) onto a canvas and encodes it: PNG keeps a transparent
 * background, anything else becomes JPEG, which is far smaller for photographs.
 */
export async function cropToBlob(source: string, area: CropArea, keepTransparency: boolean): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const side = Math.max(1, Math.min(uploadSide, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const type = keepTransparency ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas not encoded'))), type, 0.92),
  );
}
