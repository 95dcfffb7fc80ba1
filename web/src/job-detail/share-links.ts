/** Spec §7 share networks, each opened in a popup; email opens the mail program instead. */
export const shareNetworks = [
  'facebook',
  'messenger',
  'linkedin',
  'twitter',
  'whatsapp',
  'telegram',
  'reddit',
  'pinterest',
  'vk',
] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** Spec §3 share options. */
export interface ShareOptions {
  /** The page shared, absolute; every network needs it. */
  url: string;
  title?: string;
  description?: string;
  /** An image of the page, absolute: Pinterest pins an image, so it needs one. */
  media?: string;
  /** Twitter: without '#'. */
  hashtags?: readonly string[];
  /** Twitter: accounts to suggest following after the post. */
  related?: readonly string[];
  /** Twitter: the account the post credits. */
  via?: string;
  /** Messenger's send dialog belongs to a Facebook app; without one, the Messenger app's own link. */
  appId?: string;
}

/** Why a network cannot share these options (spec §5 share-helper checks). */
export type ShareProblem = 'url_required' | 'media_required' | 'hashtags_not_array' | 'related_not_array';

/**
 * Spec §7: share popups are 500×400 at the smallest and 1000×820 at the largest; each network's
 * page is given the room it lays itself out in.
 */
export const sharePopupBounds = { min: { width: 500, height: 400 }, max: { width: 1000, height: 820 } };
const popupSizes: Record<ShareNetwork, { width: number; height: number }> = {
  facebook: { width: 550, height: 400 },
  messenger: { width: 1000, height: 820 },
  linkedin: { width: 750, height: 600 },
  twitter: { width: 550, height: 400 },
  whatsapp: { width: 550, height: 400 },
  telegram: { width: 550, height: 400 },
  reddit: { width: 660, height: 460 },
  pinterest: { width: 1000, height: 730 },
  vk: { width: 660, height: 460 },
};

/** What keeps `network` from sharing `options`, or null when it can. */
export function shareProblem(network: ShareNetwork, options: ShareOptions): ShareProblem | null {
  if (!hasUrl(options)) return 'url_required';
  if (network === 'pinterest' && !options.media?.trim()) return 'media_required';
  // The options may come from outside TypeScript's reach (a page's data): check the shapes too.
  if (network === 'twitter' && options.hashtags !== undefined && !Array.isArray(options.hashtags))
    return 'hashtags_not_array';
  if (network === 'twitter' && options.related !== undefined && !Array.isArray(options.related))
    return 'related_not_array';
  return null;
}

/** The network's share page for `options`; throws when the network cannot share them. */
export function shareUrl(network: ShareNetwork, options: ShareOptions): string {
  const problem = shareProblem(network, options);
  if (problem) throw new Error(`${network} share: ${problem}`);
  const url = options.url.trim();
  const title = options.title ?? '';
  switch (network) {
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: url });
    case 'messenger':
      return options.appId
        ? withQuery('https://www.facebook.com/dialog/send', {
            link: url,
            app_id: options.appId,
            redirect_uri: url,
          })
        : withQuery('fb-messenger://share/', { link: url });
    case 'linkedin':
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url });
    case 'twitter':
      return withQuery('https://twitter.com/intent/tweet', {
        url,
        text: title,
        via: options.via,
        hashtags: options.hashtags?.length ? options.hashtags.join(',') : undefined,
        related: options.related?.length ? options.related.join(',') : undefined,
      });
    case 'whatsapp':
      return withQuery('https://api.whatsapp.com/send', { text: title ? `${title} ${url}` : url });
    case 'telegram':
      return withQuery('https://t.me/share/url', { url, text: title });
    case 'reddit':
      return withQuery('https://www.reddit.com/submit', { url, title });
    case 'pinterest':
      return withQuery('https://pinterest.com/pin/create/button/', {
        url,
        media: options.media?.trim(),
        description: options.description ?? title,
      });
    case 'vk':
      return withQuery('https://vk.com/share.php', { url, title, image: options.media });
  }
}

/**
 * The popup's size for `network` over `area` (the browser window): no larger than the area, yet
 * never outside the spec's bounds.
 */
export function sharePopupSize(
  network: ShareNetwork,
  area: { width: number; height: number } = sharePopupBounds.max,
): { width: number; height: number } {
  const { min, max } = sharePopupBounds;
  const wanted = popupSizes[network];
  const clamp = (value: number, low: number, high: number, room: number) =>
    Math.max(low, Math.min(value, high, room));
  return {
    width: clamp(wanted.width, min.width, max.width, area.width),
    height: clamp(wanted.height, min.height, max.height, area.height),
  };
}

/** `window.open` features: the network's size, centred on `area`, cut off from this page. */
export function sharePopupFeatures(
  network: ShareNetwork,
  area: { width: number; height: number; left?: number; top?: number },
): string {
  const { width, height } = sharePopupSize(network, area);
  const left = Math.max(0, Math.round((area.left ?? 0) + (area.width - width) / 2));
  const top = Math.max(0, Math.round((area.top ?? 0) + (area.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

/**
 * The Messenger app's own link (no Facebook app configured) is handed to the app, not opened in
 * a popup that would stay blank.
 */
export function opensInPopup(target: string): boolean {
  return target.startsWith('https://');
}

export function emailShareUrl(options: ShareOptions): string {
  if (!hasUrl(options)) throw new Error('email share: url_required');
  const body = options.description ? `${options.description}\n\n${options.url}` : options.url;
  return `mailto:?subject=${encodeURIComponent(options.title ?? '')}&body=${encodeURIComponent(body)}`;
}

/** Parameters left out when empty; every value percent-encoded (spaces as %20, not '+'). */
function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${base}?${query}` : base;
}

function hasUrl(options: ShareOptions): boolean {
  return typeof options.url === 'string' && options.url.trim() !== '';
}
