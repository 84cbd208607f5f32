import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip';

describe('deferred tooltip (its code loads after the first paint, issue 18)', () => {
  it('shows the element at once and its tooltip on hover once the code has arrived', async () => {
    render(
      <DeferredTooltip title="Help">
        <button type="button" aria-label="Help">
          ?
        </button>
      </DeferredTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    // The tooltip wraps the element when its code has arrived: the element then carries its listeners.
    await import('./deferred-tooltip-chunk');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Help');
  });

  it('loads nothing and shows no tooltip when not needed', async () => {
    render(
      <DeferredTooltip title="Apps" needed={false}>
        <button type="button">Apps</button>
      </DeferredTooltip>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Apps' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
