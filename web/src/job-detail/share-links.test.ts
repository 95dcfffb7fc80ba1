import { describe, expect, it } from 'vitest';
import {
  emailShareUrl,
  opensInPopup,
  type ShareOptions,
  shareNetworks,
  sharePopupBounds,
  sharePopupFeatures,
  sharePopupSize,
  shareProblem,
  shareUrl,
} from './share-links';

const page: ShareOptions = {
  url: 'https://talkhire.example/job/nurse-&-carer-7?ref=a b',
  title: 'Nurse & Carer #1',
  description: 'Nurse & Carer · Acme',
  media: 'https://talkhire.example/share-image.png',
};
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the share networks', () => {
  it('offer Messenger and Pinterest besides the others', () => {
    expect(shareNetworks).toEqual(expect.arrayContaining(['messenger', 'pinterest', 'facebook', 'twitter']));
  });

  it('pass the page to each network, every value encoded', () => {
    for (const network of shareNetworks) {
      const target = shareUrl(network, { ...page, appId: '123' });
      expect(target, network).not.toContain(' ');
      expect(target, network).not.toContain('#1');
      expect(Object.values(query(target)), network).toContain(
        network === 'whatsapp' ? `${page.title} ${page.url}` : page.url,
      );
    }
    expect(query(shareUrl('twitter', page))).toMatchObject({ url: page.url, text: page.title });
    expect(shareUrl('reddit', page)).toContain('title=Nurse%20%26%20Carer%20%231');
  });

  it('pin the page with its image and description on Pinterest', () => {
    const target = shareUrl('pinterest', page);
    expect(target.startsWith('https://pinterest.com/pin/create/button/?')).toBe(true);
    expect(query(target)).toEqual({ url: page.url, media: page.media, description: page.description });
  });

  it("send the page with the Facebook app's dialog on Messenger, else through the Messenger app", () => {
    const dialog = shareUrl('messenger', { ...page, appId: '123' });
    expect(dialog.startsWith('https://www.facebook.com/dialog/send?')).toBe(true);
    expect(query(dialog)).toEqual({ link: page.url, app_id: '123', redirect_uri: page.url });
    expect(opensInPopup(dialog)).toBe(true);
    const app = shareUrl('messenger', page);
    expect(app).toBe(`fb-messenger://share/?link=${encodeURIComponent(page.url)}`);
    expect(opensInPopup(app)).toBe(false);
  });

  it('give Twitter its hashtags, related accounts and via', () => {
    const target = shareUrl('twitter', {
      ...page,
      hashtags: ['jobs', 'nurse'],
      related: ['talkhire'],
      via: 'talkhire',
    });
    expect(query(target)).toMatchObject({ hashtags: 'jobs,nurse', related: 'talkhire', via: 'talkhire' });
  });
});

describe('the share checks of spec §5', () => {
  it('refuse an empty page url on every network and by email', () => {
    for (const network of shareNetworks) {
      expect(shareProblem(network, { ...page, url: '  ' }), network).toBe('url_required');
      expect(() => shareUrl(network, { ...page, url: '' }), network).toThrow(/url_required/);
    }
    expect(() => emailShareUrl({ ...page, url: '' })).toThrow(/url_required/);
  });

  it('refuse Pinterest without media, and only Pinterest', () => {
    const { media: _, ...withoutMedia } = page;
    expect(shareProblem('pinterest', withoutMedia)).toBe('media_required');
    expect(shareProblem('pinterest', { ...page, media: ' ' })).toBe('media_required');
    for (const network of shareNetworks.filter((n) => n !== 'pinterest'))
      expect(shareProblem(network, withoutMedia), network).toBeNull();
  });

  it('refuse Twitter hashtags or related that are not arrays', () => {
    const hashtags = { ...page, hashtags: 'jobs' } as unknown as ShareOptions;
    const related = { ...page, related: 'talkhire' } as unknown as ShareOptions;
    expect(shareProblem('twitter', hashtags)).toBe('hashtags_not_array');
    expect(shareProblem('twitter', related)).toBe('related_not_array');
    expect(() => shareUrl('twitter', hashtags)).toThrow(/hashtags_not_array/);
  });
});

describe('the share popup', () => {
  const { min, max } = sharePopupBounds;

  it('is sized per network between 500×400 and 1000×820', () => {
    expect(min).toEqual({ width: 500, height: 400 });
    expect(max).toEqual({ width: 1000, height: 820 });
    const sizes = shareNetworks.map((network) => sharePopupSize(network));
    for (const size of sizes) {
      expect(size.width).toBeGreaterThanOrEqual(min.width);
      expect(size.width).toBeLessThanOrEqual(max.width);
      expect(size.height).toBeGreaterThanOrEqual(min.height);
      expect(size.height).toBeLessThanOrEqual(max.height);
    }
    expect(sharePopupSize('messenger')).toEqual(max);
    expect(sharePopupSize('twitter')).toEqual({ width: 550, height: 400 });
    expect(new Set(sizes.map((s) => `${s.width}x${s.height}`)).size).toBeGreaterThan(2);
  });

  it('fits a small window without going under the minimum', () => {
    expect(sharePopupSize('pinterest', { width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(sharePopupSize('pinterest', { width: 320, height: 300 })).toEqual(min);
  });

  it('opens centred on the window, without access back to the page', () => {
    const features = sharePopupFeatures('twitter', { width: 1550, height: 1000, left: 100, top: 50 });
    expect(features).toBe('width=550,height=400,left=600,top=350,noopener,noreferrer');
  });

  it('mails the page url in the body', () => {
    expect(emailShareUrl(page)).toBe(
      `mailto:?subject=${encodeURIComponent(page.title ?? '')}&body=${encodeURIComponent(`${page.description}\n\n${page.url}`)}`,
    );
  });
});
