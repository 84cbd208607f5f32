import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readClosedAlerts } from '../lib/closed-alerts';
import { AppAlert } from './app-alert';

describe('alerts', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('persists a closed alert id under CLOSED_ALERTS and keeps it closed', async () => {
    const { unmount } = render(
      <AppAlert id="welcome" severity="info" autoHideMs={null}>
        Hello
      </AppAlert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(readClosedAlerts()).toEqual(['welcome']);
    expect(JSON.parse(localStorage.getItem('CLOSED_ALERTS')!)).toEqual(['welcome']);
    unmount();
    render(
      <AppAlert id="welcome" severity="info">
        Hello
      </AppAlert>,
    );
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('hides itself after 6000 ms without remembering it', () => {
    vi.useFakeTimers();
    render(
      <AppAlert id="later" severity="warning" title="Heads up">
        Soon gone
      </AppAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Heads up');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText('Soon gone')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    // The collapse animation ends, then the alert is gone.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Soon gone')).not.toBeInTheDocument();
    expect(readClosedAlerts()).toEqual([]);
  });
});
