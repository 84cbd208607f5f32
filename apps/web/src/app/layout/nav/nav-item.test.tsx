/** A navigation entry renders again only when what it shows changes (issue 18: the list's answers re-rendered all). */
import { act, screen } from '@testing-library/react';
import { options } from 'preact';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NavEntry } from '../../../shared/lib/navigation/nav-entries';
import { renderAt } from '../../../test/render';
import { NavItem } from './nav-item';

/** Preact calls options.__r (its mangled _render hook) before each component render. */
type RenderHook = (vnode: { type: unknown }) => void;
const hooks = options as unknown as { __r?: RenderHook };
let renders = 0;
let previous: RenderHook | undefined;

let setProps: (next: { entry: NavEntry; active: boolean }) => void = () => {};
function Harness() {
  const [props, set] = useState({ entry: { key: 'products', to: '/apim' } as NavEntry, active: false });
  setProps = set;
  return <NavItem entry={props.entry} collapsed={false} active={props.active} />;
}

describe('navigation entry', () => {
  beforeEach(() => {
    renders = 0;
    previous = hooks.__r;
    hooks.__r = (vnode) => {
      // The memo's inner function (the bundler may suffix its name: NavItem2).
      if (typeof vnode.type === 'function' && /^NavItem\d*$/.test(vnode.type.name)) renders += 1;
      previous?.(vnode);
    };
  });
  afterEach(() => {
    hooks.__r = previous;
  });

  it('skips an equal entry in a new object, and shows a new address or the active mark', async () => {
    renderAt('/home', '/home', <Harness />);
    const link = await screen.findByTestId('nav-products');
    expect(link).toHaveAttribute('href', '/apim');
    expect(renders).toBe(1);

    act(() => setProps({ entry: { key: 'products', to: '/apim', alsoActiveUnder: ['/apis'] }, active: false }));
    expect(renders).toBe(1);

    act(() => setProps({ entry: { key: 'products', to: '/apim' }, active: true }));
    expect(renders).toBe(2);
    expect(screen.getByTestId('nav-products')).toHaveAttribute('aria-current', 'page');

    act(() => setProps({ entry: { key: 'products', to: '/apim?type=api' }, active: true }));
    expect(renders).toBe(3);
    expect(screen.getByTestId('nav-products')).toHaveAttribute('href', '/apim?type=api');
  });
});
