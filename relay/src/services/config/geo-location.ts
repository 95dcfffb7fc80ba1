import { editionByKey, editions, isEditionKey, languageByCode } from '@talkhire/config';
import { allLocations, findLocation } from '@talkhire/config/lists';
import type { EndpointAnswer, endpoints } from '@talkhire/contracts';
import type { RequestLocale } from '../../http/locale';

/**
 * The location nearest to a point (the browser's position), or without one the default location
 * of the asked edition (`country_key`, else the request's), named in the request language.
 */
export function geoLocationOf(
  point: { latitude?: number | undefined; longitude?: number | undefined; country_key?: string | undefined },
  locale: RequestLocale,
): EndpointAnswer<typeof endpoints.config.geoLocation> {
  const { latitude, longitude, country_key } = point;
  const { language } = locale;
  const names = new Intl.DisplayNames([languageByCode(language).intl], { type: 'region' });
  const location =
    latitude !== undefined && longitude !== undefined
      ? nearestLocation(latitude, longitude)
      : defaultLocationOf(country_key && isEditionKey(country_key) ? country_key : locale.edition.key);
  const found = location ? findLocation(location.id) : undefined;
  const edition = found ? editions.find((e) => e.key === found.edition) : undefined;
  return {
    country: edition
      ? { id: edition.id, key: edition.key, value: names.of(edition.key.toUpperCase()) ?? edition.key }
      : null,
    location:
      found && location
        ? {
            id: found.id,
            value: found.value[language],
            seo_value: found.seo_value,
            distance_km: Math.round(location.distanceKm),
          }
        : null,
  };
}

function nearestLocation(latitude: number, longitude: number) {
  let best: { id: number; distanceKm: number } | undefined;
  for (const l of allLocations()) {
    const d = haversineKm(latitude, longitude, l.latitude, l.longitude);
    if (!best || d < best.distanceKm) best = { id: l.id, distanceKm: d };
  }
  return best;
}

function defaultLocationOf(key: Parameters<typeof editionByKey>[0]) {
  const edition = editionByKey(key);
  const location = allLocations().find((l) => l.seo_value === edition.defaultLocation);
  return location ? { id: location.id, distanceKm: 0 } : undefined;
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
