// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteTitle } from './use-document-title';
import { usePageHead } from './use-page-head';

// Texts as their keys, the site name as itself.
vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => (key === 'seo.site_name' ? 'Talkhire' : key) }),
}));

/** The head as the relay writes it for the first address (relay/src/services/web/html-head.ts). */
const relayHead = [
  '<title>Nurse at Acme | Talkhire</title>',
  '<meta name="description" content="Acme · Cebu · caring" />',
  '<meta name="robots" content="noindex" />',
  '<link rel="canonical" href="https://talkhire.example/job/nurse-1" />',
  '<link rel="alternate" hreflang="ja-PH" href="https://talkhire.example/ja/job/nurse-1" />',
  '<meta property="og:description" content="Acme · Cebu · caring" />',
  '<meta property="og:title" content="Nurse at Acme | Talkhire" />',
  '<meta property="og:url" content="https://talkhire.example/job/nurse-1" />',
  '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
].join('');

const heads: Record<string, { title: string; description: string }> = {
  '/job/nurse-1': { title: 'Nurse at Acme', description: 'Acme · Cebu · caring' },
  '/companies': { title: 'Companies', description: 'Companies hiring' },
};

let go: (to: string) => void = () => undefined;
function Shell() {
  const { pathname } = useLocation();
  go = useNavigate();
  useSiteTitle(pathname);
  usePageHead(heads[pathname]);
  return null;
}

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  ogDescription: document.head.querySelector('meta[property="og:description"]')?.getAttribute('content'),
  addressBound: document.head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"], meta[property="og:url"], meta[name="robots"], script',
  ).length,
});

beforeEach(() => {
  document.head.innerHTML = relayHead;
});
afterEach(cleanup);

describe('the head as the app moves from page to page', () => {
  it("leaves the relay's head of the first page as it is", () => {
    render(
      <MemoryRouter initialEntries={['/job/nurse-1']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(head()).toEqual({
      title: 'Nurse at Acme | Talkhire',
      description: 'Acme · Cebu · caring',
      ogTitle: 'Nurse at Acme | Talkhire',
      ogDescription: 'Acme · Cebu · caring',
      addressBound: 5,
    });
  });

  it('keeps og: texts in step and drops the tags only true of the first address', () => {
    render(
      <MemoryRouter initialEntries={['/job/nurse-1']}>
        <Shell />
      </MemoryRouter>,
    );
    act(() => go('/companies'));
    expect(head()).toEqual({
      title: 'Companies | Talkhire',
      description: 'Companies hiring',
      ogTitle: 'Companies | Talkhire',
      ogDescription: 'Companies hiring',
      addressBound: 0,
    });
  });

  it('drops them when only the query changes (another search page)', () => {
    render(
      <MemoryRouter initialEntries={['/companies']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(head().addressBound).toBe(5);
    act(() => go('/companies?page=2'));
    expect(head().addressBound).toBe(0);
  });
});
