import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from '../router';
import { describe, expect, it } from 'vitest';
import { readTab, UrlTabPanel, UrlTabs, useUrlTab, type UrlTabOptions } from './url-tabs';

const TABS = ['one', 'two', 'three'] as const;
type T = (typeof TABS)[number];

function Page(options: Omit<UrlTabOptions<T>, 'tabs'>) {
  const [tab, select] = useUrlTab({ ...options, tabs: ['one', 'two'] });
  const location = useLocation();
  return (
    <>
      <UrlTabs
        id="x"
        label="Things"
        tabs={TABS}
        tab={tab}
        labelOf={(v) => v.toUpperCase()}
        onSelect={select}
        disabled={['three']}
      />
      <UrlTabPanel id="x" tab={tab}>
        panel {tab}
      </UrlTabPanel>
      <output>{location.search}</output>
    </>
  );
}

const renderAt = (url: string, options: Omit<UrlTabOptions<T>, 'tabs'>) => {
  const router = createMemoryRouter([{ path: '/', element: <Page {...options} /> }], { initialEntries: ['/x', url] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('url tabs', () => {
  it('reads the tab a value names, else the fallback', () => {
    expect(readTab('two', TABS, 'one')).toBe('two');
    expect(readTab(null, TABS, 'one')).toBe('one');
    expect(readTab('four', TABS, 'one')).toBe('one');
  });

  it('opens the tab in the URL, labels the panel by its tab and disables what cannot open', async () => {
    const router = renderAt('/?tab=two', { param: 'tab', fallback: 'one', omitFallback: true });
    expect(screen.getByRole('tab', { name: 'TWO' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'TWO' })).toHaveTextContent('panel two');
    expect(screen.getByRole('tab', { name: 'THREE' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'ONE' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('keeps the fallback in the URL and replaces the history entry when asked', async () => {
    const router = renderAt('/?type=nothing', { param: 'type', fallback: 'one', replace: true });
    expect(screen.getByRole('tab', { name: 'ONE' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'TWO' }));
    await userEvent.click(screen.getByRole('tab', { name: 'ONE' }));
    expect(screen.getByRole('status')).toHaveTextContent('?type=one');
    // Both switches replaced the entry the page opened with: one step back leaves the page.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
