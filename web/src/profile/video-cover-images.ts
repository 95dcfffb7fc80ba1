/** A cover is drawn at most this wide or high: well under the relay's 500 KB as a JPEG. */
const coverSide = 960;
const coverQuality = 0.82;
/** A video that never gives a frame (a codec the browser lacks) leaves the cover to the seeker. */
const captureTimeoutMs = 15_000;

/**
 * The default cover of a video resume: a frame a second in (or mid-way through a shorter video),
 * drawn on a canvas and taken as a JPEG. `src` is the video's own address on this site, so the
 * canvas is not tainted and the page's Content-Security-Policy needs no blob: media.
 */
export function captureVideoFrame(src: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    const timer = window.setTimeout(() => finish(new Error('no frame in time')), captureTimeoutMs);
    const finish = (error: Error | null, blob?: Blob) => {
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      if (error || !blob) reject(error ?? new Error('no frame'));
      else resolve(blob);
    };
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(new Error('the video cannot be read here'));
    video.onloadedmetadata = () => {
      video.currentTime = Number.isFinite(video.duration) ? Math.min(1, video.duration / 2) : 0;
    };
    video.onseeked = () => {
      drawScaled(video, video.videoWidth, video.videoHeight)
        .then((blob) => finish(null, blob))
        .catch((error: Error) => finish(error));
    };
    video.src = src;
  });
}

/**
 * A picture the seeker chose as the cover, redrawn as a JPEG of at most 960 pixels (a phone photo
 * is many MB). A file the browser cannot decode is sent as it is, for the relay to refuse in words.
 */
export async function coverFromImage(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    return await drawScaled(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

function drawScaled(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  if (!width || !height) return Promise.reject(new Error('nothing to draw'));
  const scale = Math.min(1, coverSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no canvas'));
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no image'))),
      'image/jpeg',
      coverQuality,
    ),
  );
}
