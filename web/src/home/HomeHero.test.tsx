import { editionByKey } from '@talkhire/config';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HomeHero } from './HomeHero';

// The hero alone: the edition, the translations (keys and values as text) and no search box.
vi.mock('../edition/edition-context', () => ({ useEdition: () => ({ edition: editionByKey('ph') }) }));
vi.mock('../job-search/HeroSearch', () => ({ HeroSearch: () => null }));
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, string>) => [key, ...Object.values(values ?? {})].join(' '),
  }),
}));
// Had the hero asked for the locations again, it would find the default one.
vi.mock('../api/config-list', () => ({
  useConfigList: () => ({ data: [{ key: 'ph', locations: [{ value: 'Metro Manila', is_default: true }] }] }),
}));

describe('the home hero', () => {
  it('names the edition and offers the search, without the debug line of currency and location', () => {
    const html = renderToStaticMarkup(<HomeHero language="en" />);
    expect(html).toContain('home.title');
    expect(html).toContain('data-testid="hero-edition"');
    expect(html).not.toContain('edition-details');
    expect(html).not.toContain('PHP');
    expect(html).not.toContain('Metro Manila');
  });
});
