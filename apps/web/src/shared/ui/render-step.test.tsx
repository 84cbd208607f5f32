import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RenderStep } from './render-step';

/** Resolves after `n` further tasks (timers queue behind the steps' own tasks). */
const tasks = (n: number) =>
  act(async () => {
    for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r));
  });

/** Effects run after the first paint: let them, without a task passing. */
const effects = () => act(() => Promise.resolve());

describe('RenderStep', () => {
  it('shows the fallback first, then its children in a later task', async () => {
    render(
      <div>
        <p>Frame</p>
        <RenderStep fallback={<p>Skeleton</p>}>
          <p>Page</p>
        </RenderStep>
      </div>,
    );
    expect(screen.getByText('Frame')).toBeInTheDocument();
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
    await effects();
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
    await tasks(1);
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.queryByText('Skeleton')).not.toBeInTheDocument();
  });

  it('renders one step a task, in order, steps inside steps after them', async () => {
    render(
      <div>
        <RenderStep>
          <p>One</p>
          <RenderStep>
            <p>Inner</p>
          </RenderStep>
        </RenderStep>
        <RenderStep>
          <p>Two</p>
        </RenderStep>
      </div>,
    );
    const shown = () => ['One', 'Two', 'Inner'].filter((text) => screen.queryByText(text));
    await effects();
    expect(shown()).toEqual([]);
    await tasks(1);
    expect(shown()).toEqual(['One']);
    await tasks(1);
    expect(shown()).toEqual(['One', 'Two']);
    await tasks(2);
    expect(shown()).toEqual(['One', 'Two', 'Inner']);
  });

  it('keeps its children once they are in: a re-render does not show the fallback again', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <RenderStep fallback={<p>Skeleton</p>}>
          <button onClick={() => setN(n + 1)}>Clicked {n}</button>
        </RenderStep>
      );
    }
    render(<Counter />);
    await tasks(2);
    await act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
    expect(screen.queryByText('Skeleton')).not.toBeInTheDocument();
  });

  it('drops a step unmounted before its task', async () => {
    const { unmount } = render(
      <RenderStep>
        <p>Page</p>
      </RenderStep>,
    );
    await effects();
    unmount();
    await tasks(2);
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
  });
});
