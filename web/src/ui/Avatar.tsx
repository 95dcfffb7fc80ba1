import { avatarSizes, shownAvatar, smallAvatar } from '@talkhire/contracts';
import { useState } from 'react';
import './avatar.css';

/**
 * A person's picture, or their initials when they have none: beside their name (header, chat,
 * the Boss console), so it is decorative and says nothing to screen readers. Only pictures this
 * site stored are loaded (`shownAvatar`); the small file serves small circles, the large one the
 * rest and sharp screens.
 */
export function Avatar({
  person,
  size,
  className,
  testId,
}: {
  person: { first_name: string; last_name: string; avatar: string | null };
  /** The circle's width in CSS pixels (one of the sizes avatar.css draws). */
  size: AvatarSize;
  className?: string;
  testId?: string;
}) {
  const url = shownAvatar(person.avatar);
  // A picture removed meanwhile (another tab) answers 404: the initials stand in.
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['avatar', className].filter(Boolean).join(' ');
  const side = `avatar--${sizeClasses[size]}`;
  if (url && failed !== url) {
    const small = smallAvatar(url);
    return (
      <img
        className={`${classes} ${side}`}
        src={size <= avatarSizes.small / 2 ? small : url}
        srcSet={`${small} ${avatarSizes.small}w, ${url} ${avatarSizes.large}w`}
        sizes={`${size}px`}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        decoding="async"
        data-testid={testId}
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <span
      className={`${classes} ${side} avatar--initials avatar--tone-${toneOf(person)}`}
      aria-hidden="true"
      data-testid={testId}
    >
      {initialsOf(person)}
    </span>
  );
}

/** The first letter of each name ('MS'), whole characters only (a surrogate pair stays one). */
export function initialsOf(person: { first_name: string; last_name: string }): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return `${first(person.first_name)}${first(person.last_name)}`.toLocaleUpperCase();
}

/** The same person always gets the same colour. */
function toneOf(person: { first_name: string; last_name: string }): number {
  let hash = 0;
  for (const ch of `${person.first_name} ${person.last_name}`)
    hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % 6;
}

/** Each size is a class of avatar.css, so the circle has its size before the picture loads. */
const sizeClasses = { 32: 'small', 40: 'medium', 64: 'large', 120: 'huge' } as const;
export type AvatarSize = keyof typeof sizeClasses;
