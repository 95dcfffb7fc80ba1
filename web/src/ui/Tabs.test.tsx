// @vitest-environment happy-dom
import type { LanguageCode } from '@talkhire/config';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrimitivesProvider } from './PrimitivesProvider';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

afterEach(cleanup);

const names: Record<string, string> = { 'for-you': 'For You', saved: 'Saved', communicated: 'Communicated' };

function MyTabs({ language }: { language: LanguageCode }) {
  const [value, setValue] = useState('for-you');
  return (
    <PrimitivesProvider language={language}>
      <Tabs value={value} onValueChange={setValue}>
        <TabList label="My Jobs">
          {Object.entries(names).map(([key, name]) => (
            <Tab key={key} value={key}>
              {name}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={value}>{`${names[value]} list`}</TabPanel>
      </Tabs>
    </PrimitivesProvider>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the tabs', () => {
  it('are reached by Tab on the chosen tab, with a panel named by it', async () => {
    render(<MyTabs language="en" />);
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'For You' }));
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'For You' }).textContent).toBe('For You list');
  });

  it('move forward with the right arrow in English, selecting as they go, and wrap round', async () => {
    render(<MyTabs language="en" />);
    const keys = userEvent.setup();
    await keys.click(screen.getByRole('tab', { name: 'For You' }));
    await keys.keyboard('{ArrowRight}');
    expect(selected()).toBe('Saved');
    expect(document.activeElement?.textContent).toBe('Saved');
    await keys.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toBe('For You');
    await keys.keyboard('{End}');
    expect(selected()).toBe('Communicated');
  });

  it('move forward with the left arrow in Arabic, the reading direction', async () => {
    render(<MyTabs language="ar" />);
    const keys = userEvent.setup();
    await keys.click(screen.getByRole('tab', { name: 'For You' }));
    await keys.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Saved');
    await keys.keyboard('{ArrowRight}');
    expect(selected()).toBe('For You');
    expect(screen.getByRole('tablist').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
