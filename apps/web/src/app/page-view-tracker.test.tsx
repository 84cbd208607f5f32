/** Page views carry the title the page sets, however late its chunk arrives (spec 3 section 4). */
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, Outlet } from '../shared/router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { PageViewBody } from '@dc/contracts';
import { readPageHistory } from '../shared/lib/analytics/page-history';
import { setPageViewSink, serverPageViewSink } from '../shared/lib/analytics/page-view-sink';
import { PAGE_TITLE_MAX_WAIT_MS, PAGE_TITLE_WAIT_MS, PageViewTracker } from './page-view-tracker';

const views: PageViewBody[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  views.length = 0;
  localStorage.clear();
  document.title = 'Developer Console';
  setPageViewSink({ pageView: (v) => views.push(v) });
});
afterEach(() => {
  vi.useRealTimers();
  setPageViewSink(serverPageViewSink);
});

/** A page that sets its title `delay` ms after it mounts (a lazy chunk on a slow link). */
function Titled({ title, delay = 0 }: { title: string; delay?: number }) {
  useEffect(() => {
    const timer = setTimeout(() => (document.title = title), delay);
    return () => clearTimeout(timer);
  }, [title, delay]);
  return null;
}

function mount(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageViewTracker />
            <Outlet />
          </>
        ),
        children: [
          { path: '/callback', element: <Titled title="Verifying your credentials.... - Developer Console" /> },
          { path: '/home', element: <Titled title="Home - Developer Console" delay={1_500} /> },
          { path: '/slow', element: <Titled title="Slow - Developer Console" delay={PAGE_TITLE_WAIT_MS * 3} /> },
          { path: '/untitled', element: null },
          { path: '/workbench', element: <Titled title="Workbench - Developer Console" /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('a page whose title comes late is recorded with its own title, not the one before it', async () => {
  const router = mount('/callback');
  // The code is exchanged quickly: on to Home before the callback's title has settled.
  await act(() => vi.advanceTimersByTimeAsync(50));
  await act(() => router.navigate('/home'));
  await act(() => vi.advanceTimersByTimeAsync(PAGE_TITLE_WAIT_MS + 500));
  expect(views.map((v) => v.path)).toEqual(['/home']);
  expect(views[0]?.title).toBe('Home - Developer Console');
  expect(readPageHistory()).toEqual(['Home - Developer Console']);
});

test('a page that sets its title at once is recorded long before the wait is over', async () => {
  const router = mount('/workbench');
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(views).toEqual([{ path: '/workbench', title: 'Workbench - Developer Console' }]);
  await act(() => router.navigate('/workbench?tab=2'));
  // Same title at a new URL: recorded once the wait is over.
  await act(() => vi.advanceTimersByTimeAsync(PAGE_TITLE_WAIT_MS));
  expect(views.map((v) => v.path)).toEqual(['/workbench', '/workbench']);
  expect(readPageHistory()).toEqual(['Workbench - Developer Console']);
});

test('a page whose chunk takes longer than the wait is still recorded with its own title', async () => {
  const router = mount('/workbench');
  await act(() => vi.advanceTimersByTimeAsync(400));
  await act(() => router.navigate('/slow'));
  await act(() => vi.advanceTimersByTimeAsync(PAGE_TITLE_WAIT_MS * 2));
  expect(views.map((v) => v.path)).toEqual(['/workbench']);
  await act(() => vi.advanceTimersByTimeAsync(PAGE_TITLE_WAIT_MS * 2));
  expect(views.at(-1)).toEqual({ path: '/slow', title: 'Slow - Developer Console' });
  expect(readPageHistory()).toEqual(['Slow - Developer Console', 'Workbench - Developer Console']);
});

test('a page that never sets a title is recorded with the one shown once the longest wait is over', async () => {
  const router = mount('/workbench');
  await act(() => vi.advanceTimersByTimeAsync(400));
  await act(() => router.navigate('/untitled'));
  await act(() => vi.advanceTimersByTimeAsync(PAGE_TITLE_MAX_WAIT_MS - PAGE_TITLE_WAIT_MS));
  expect(views).toHaveLength(1);
  await act(() => vi.advanceTimersByTimeAsync(PAGE_TITLE_WAIT_MS * 2));
  expect(views.at(-1)).toEqual({ path: '/untitled', title: 'Workbench - Developer Console' });
});
