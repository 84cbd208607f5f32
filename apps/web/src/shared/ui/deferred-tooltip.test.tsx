import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deferred tooltip (its code loads when the user first acts on the page, issue 18)', () => {
  it('shows the element at once, and its tooltip on hover once the user has acted and the code has arrived', async () => {
    render(
      <DeferredTooltip title="Help">
        <button type="button" aria-label="Help">
          ?
        </button>
      </DeferredTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    // Nobody has pointed or typed yet: the element stays bare, without the tooltip's listeners.
    await import('./deferred-tooltip-chunk');
    await settle(50);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Help' }));
    await settle(200);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The first pointer move loads the code; the tooltip then wraps the element.
    fireEvent.pointerMove(document.body);
    await settle(50);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Help');
  });

  it('loads nothing and shows no tooltip when not needed', async () => {
    render(
      <DeferredTooltip title="Apps" needed={false}>
        <button type="button">Apps</button>
      </DeferredTooltip>,
    );
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await settle(50);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Apps' }));
    await settle(200);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
