import { describe, expect, it } from 'vitest';
import { ZGuestLoginBody } from './authentication';
import { ZConfigListQuery, ZGeoLocationQuery, ZJobTitleListsQuery } from './config-service';

describe('request contracts', () => {
  it('parses a guest login and rejects unknown editions, languages and keys', () => {
    const valid = {
      guest_role: 'jobseeker',
      country_id: 167,
      language_id: 10,
      device_uuid: '4f1c2b8e-0b7a-4e55-9a43-1c9b2e7d6f10',
    };
    expect(ZGuestLoginBody.parse(valid)).toMatchObject({ device_type: 'web' });
    expect(ZGuestLoginBody.safeParse({ ...valid, country_id: 1 }).success).toBe(false);
    expect(ZGuestLoginBody.safeParse({ ...valid, language_id: 11 }).success).toBe(false);
    expect(ZGuestLoginBody.safeParse({ ...valid, is_admin: true }).success).toBe(false);
  });

  it('knows the ten language codes', () => {
    expect(ZConfigListQuery.parse({ language_code: 'pt-br' })).toEqual({ language_code: 'pt-br' });
    expect(ZConfigListQuery.safeParse({ language_code: 'pt' }).success).toBe(false);
  });

  it('defaults job title suggestions to size 5 and bounds the query', () => {
    expect(ZJobTitleListsQuery.parse({})).toEqual({ query: '', size: 5 });
    expect(ZJobTitleListsQuery.safeParse({ query: 'x'.repeat(101) }).success).toBe(false);
  });

  it('wants latitude and longitude together', () => {
    expect(ZGeoLocationQuery.safeParse({ latitude: '14.5' }).success).toBe(false);
    expect(ZGeoLocationQuery.parse({ latitude: '14.5', longitude: '121' })).toMatchObject({
      latitude: 14.5,
      longitude: 121,
    });
  });
});
