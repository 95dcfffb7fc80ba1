import sharp from 'sharp';

/**
 * The stand-in's image edit: a square portrait crop of the given photo (centred on what sharp's
 * attention strategy finds most salient, usually the face), posterised to a few colours and tinted
 * with a colour taken from the prompt. The result plainly comes from the photo, and a different
 * prompt gives a different tint, as a real model's edit would differ.
 */
export async function stylisePhoto(
  photo: Buffer,
  options: { prompt: string; size: number },
): Promise<Buffer> {
  const tint = tintOf(options.prompt);
  const portrait = await sharp(photo)
    .rotate()
    .resize(options.size, options.size, { fit: 'cover', position: sharp.strategy.attention })
    .modulate({ saturation: 1.4, brightness: 1.05 })
    .toBuffer();
  const tinted = await sharp(portrait)
    .composite([
      {
        input: {
          create: {
            width: options.size,
            height: options.size,
            channels: 4,
            background: { ...tint, alpha: 0.28 },
          },
        },
        blend: 'soft-light',
      },
    ])
    .png()
    .toBuffer();
  // A small palette is what makes it a poster: flat areas of colour instead of the photo's gradients.
  return sharp(tinted).png({ palette: true, colours: 10, dither: 0 }).toBuffer();
}

/** A colour named in the prompt, else one derived from its words, so the same prompt gives the same tint. */
function tintOf(prompt: string): { r: number; g: number; b: number } {
  const lower = prompt.toLowerCase();
  for (const [name, colour] of Object.entries(namedTints)) if (lower.includes(name)) return colour;
  let h = 0;
  for (const char of lower) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  const hue = h % 360;
  return hslToRgb(hue, 0.65, 0.55);
}

const namedTints: Record<string, { r: number; g: number; b: number }> = {
  blue: { r: 40, g: 110, b: 230 },
  green: { r: 40, g: 170, b: 90 },
  red: { r: 220, g: 50, b: 50 },
  orange: { r: 245, g: 140, b: 30 },
  purple: { r: 140, g: 70, b: 200 },
  gold: { r: 220, g: 180, b: 40 },
  grey: { r: 128, g: 128, b: 128 },
  gray: { r: 128, g: 128, b: 128 },
};

function hslToRgb(h: number, s: number, l: number): { r: number; g: number; b: number } {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return { r: Math.round((r + m) * 255), g: Math.round((g + m) * 255), b: Math.round((b + m) * 255) };
}
