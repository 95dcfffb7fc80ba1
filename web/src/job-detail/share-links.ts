/** Spec §10 share networks opened in a popup; email opens the mail program instead. */
export const shareNetworks = [
  'facebook',
  'linkedin',
  'twitter',
  'whatsapp',
  'telegram',
  'reddit',
  'vk',
] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** Spec: share popups are 500x400 at the smallest. */
export const sharePopupFeatures = 'width=500,height=400,noopener,noreferrer';

export function shareUrl(network: ShareNetwork, page: { url: string; title: string }): string {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${title}%20${url}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${title}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${title}`;
    case 'vk':
      return `https://vk.com/share.php?url=${url}&title=${title}`;
  }
}

export function emailShareUrl(page: { url: string; title: string }): string {
  return `mailto:?subject=${encodeURIComponent(page.title)}&body=${encodeURIComponent(page.url)}`;
}
