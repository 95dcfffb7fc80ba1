import { limits } from '@talkhire/config';
import { avatarAcceptedTypes } from '@talkhire/contracts';

/** An `errors` key and its values, said with t(…, { ns: 'errors' }). */
export interface AvatarFileProblem {
  key: string;
  values?: Record<string, number>;
}

const extensions = ['jpg', 'jpeg', 'png', 'bmp'];

/**
 * What the picker can tell before reading the file: spec §5's types (some browsers give a BMP no
 * type or 'image/x-ms-bmp', so the extension counts too) and 10 MB. The relay still decides by the
 * bytes; a renamed file the browser cannot draw is caught when the crop loads it.
 */
export function avatarFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): AvatarFileProblem | null {
  const extension = file.name.toLowerCase().match(/\.([a-z]+)$/)?.[1] ?? '';
  const typed = (avatarAcceptedTypes as readonly string[]).includes(file.type);
  if (!typed && !extensions.includes(extension)) return { key: 'avatar.image_type' };
  if (file.size > limits.avatarBytes) return tooLarge;
  return null;
}

export const tooLarge: AvatarFileProblem = {
  key: 'avatar.too_large',
  values: { max_mb: limits.avatarBytes / (1024 * 1024) },
};

/** What the file picker offers. */
export const avatarAccept = [...avatarAcceptedTypes, ...extensions.map((e) => `.${e}`)].join(',');
