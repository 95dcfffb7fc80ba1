// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Redirect } from './Redirect';
import { ResponseStatusProvider, type ResponseStatusRecorder } from './response-status';

afterEach(cleanup);

describe('Redirect', () => {
  it('makes a server render a redirect to where it would navigate', () => {
    const recorder: ResponseStatusRecorder = { status: 200 };
    const html = renderToString(
      <ResponseStatusProvider value={recorder}>
        <StaticRouter location="/ja/my-jobs">
          <Redirect replace to="/ja/get-started?redirect=%2Fja%2Fmy-jobs" />
        </StaticRouter>
      </ResponseStatusProvider>,
    );
    expect(recorder.redirect).toBe('/ja/get-started?redirect=%2Fja%2Fmy-jobs');
    expect(html).toBe('');
  });

  it('navigates in the browser', async () => {
    render(
      <MemoryRouter initialEntries={['/my-jobs']}>
        <Routes>
          <Route path="/my-jobs" element={<Redirect replace to="/get-started" />} />
          <Route path="/get-started" element={<p>{'Get started'}</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Get started')).toBeTruthy();
  });
});
