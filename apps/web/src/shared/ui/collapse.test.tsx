import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Collapse } from './collapse';

/** The collapse's outer div: the text's element sits in two wrappers. */
const box = (text: string) => screen.getByText(text).parentElement!.parentElement!.parentElement!;

describe('collapse (MUI Collapse without its module, issue 18)', () => {
  it('shows open content at once, slides it closed and then takes it off the page with unmountOnExit', async () => {
    const { rerender } = render(
      <Collapse in timeout={40} unmountOnExit>
        <p>Tools</p>
      </Collapse>,
    );
    expect(screen.getByText('Tools')).toBeVisible();
    expect(box('Tools').style.height).toBe('');
    rerender(
      <Collapse in={false} timeout={40} unmountOnExit>
        <p>Tools</p>
      </Collapse>,
    );
    // Sliding: still there, on its way to no height.
    expect(box('Tools').style.height).toBe('0px');
    expect(box('Tools').style.transitionDuration).toBe('40ms');
    await waitFor(() => expect(screen.queryByText('Tools')).toBeNull());
  });

  it('mounts closed content when opened and leaves its height to the content once there', async () => {
    const { rerender } = render(
      <Collapse in={false} timeout="auto" unmountOnExit>
        <p>IoT</p>
      </Collapse>,
    );
    expect(screen.queryByText('IoT')).toBeNull();
    rerender(
      <Collapse in timeout="auto" unmountOnExit>
        <p>IoT</p>
      </Collapse>,
    );
    expect(screen.getByText('IoT')).toBeInTheDocument();
    await waitFor(() => expect(box('IoT').style.height).toBe('auto'));
    expect(screen.getByText('IoT')).toBeVisible();
  });

  it('keeps closed content hidden without unmountOnExit', async () => {
    const { rerender } = render(
      <Collapse in timeout={20}>
        <p>Alert</p>
      </Collapse>,
    );
    rerender(
      <Collapse in={false} timeout={20}>
        <p>Alert</p>
      </Collapse>,
    );
    await waitFor(() => expect(screen.getByText('Alert')).not.toBeVisible());
    expect(screen.getByText('Alert')).toBeInTheDocument();
  });
});
