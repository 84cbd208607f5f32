import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { HydrationStep, hydrateInSteps } from './hydration-step';

function Page({ onFirst, onSecond }: { onFirst(): void; onSecond(): void }) {
  return (
    <div>
      <h1>Title</h1>
      <HydrationStep>
        <button onClick={onFirst}>First</button>
      </HydrationStep>
      <HydrationStep>
        <section>
          <p>Inside</p>
          <HydrationStep>
            <button onClick={onSecond}>Second</button>
          </HydrationStep>
        </section>
      </HydrationStep>
    </div>
  );
}

const noop = () => {};

/** The page as a server would send it: the markup of a plain render. */
async function drawn(): Promise<HTMLElement> {
  const scratch = document.createElement('div');
  const root = createRoot(scratch);
  await act(() => root.render(<Page onFirst={noop} onSecond={noop} />));
  const container = document.createElement('div');
  container.innerHTML = scratch.innerHTML;
  root.unmount();
  document.body.appendChild(container);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('HydrationStep', () => {
  it('keeps the drawn elements and makes each step live in a later task', async () => {
    const container = await drawn();
    const markup = container.innerHTML;
    const [first, second] = [button(container, 'First'), button(container, 'Second')];
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    let firstPassDone = false;
    const done = hydrateInSteps(() => {
      hydrateRoot(container, <Page onFirst={onFirst} onSecond={onSecond} />);
      firstPassDone = true;
    });
    expect(firstPassDone).toBe(true);
    // After the first pass the steps are held: drawn, not live yet.
    first.click();
    expect(onFirst).not.toHaveBeenCalled();
    await done;
    expect(container.innerHTML).toBe(markup);
    expect(button(container, 'First')).toBe(first);
    expect(button(container, 'Second')).toBe(second);
    first.click();
    second.click();
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(onSecond).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('renders its children at once outside a take-over', async () => {
    const container = document.createElement('div');
    const onFirst = vi.fn();
    const root = createRoot(container);
    await act(() => root.render(<Page onFirst={onFirst} onSecond={noop} />));
    button(container, 'First').click();
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('button')).toHaveLength(2);
    root.unmount();
  });
});
