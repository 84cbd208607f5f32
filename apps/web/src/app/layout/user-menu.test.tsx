import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { testEnvironment } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { setEnvironment } from '../../shared/config/env';
import * as logoutModule from '../../shared/lib/auth/logout';
import { initialsOf } from './user-avatar';
import { UserMenu } from './user-menu';

const user = {
  uuid: '3f9a5c3e-7a43-4a36-9a5e-2f1f7c1e2a11',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Developer',
  picture: null,
  role: null,
};

describe('user menu', () => {
  beforeEach(() => {
    setEnvironment(testEnvironment);
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
    const session = { id_token: 'id', access_token: 'at', refresh_token: 'rt', expires_in: 3600 };
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session, expiryTime: Date.now() + 3600_000 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(user), { headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows initials, then name, e-mail, My Profile and Sign out', async () => {
    const logout = vi.spyOn(logoutModule, 'logout').mockResolvedValue();
    renderAt('/', '/', <UserMenu />);
    const button = await screen.findByRole('button', { name: 'Open user menu' });
    expect(button).toHaveTextContent('DD');
    await userEvent.click(button);
    // The menu's code loads on the first click (user-menu-popover.tsx): slow on a loaded machine.
    expect(await screen.findByTestId('user-menu-name', {}, { timeout: 5000 })).toHaveTextContent('Dana Developer');
    expect(screen.getByTestId('user-menu-email')).toHaveTextContent('dana@example.com');
    // Mounted open, the popover is aria-hidden until its modal has registered (an effect later).
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      testEnvironment.profileUrl,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('shows the picture, and the initials when it fails to load', async () => {
    const withPicture = { ...user, picture: 'https://example.com/dana.png' };
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(withPicture));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(withPicture), { headers: { 'Content-Type': 'application/json' } })),
    );
    const { container } = renderAt('/', '/', <UserMenu />);
    const button = await screen.findByRole('button', { name: 'Open user menu' });
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('src', 'https://example.com/dana.png');
    expect(button).not.toHaveTextContent('DD');
    fireEvent.error(picture);
    expect(button).toHaveTextContent('DD');
    expect(container.querySelector('img')).toBeNull();
  });

  it('builds initials from first and last name', () => {
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
    expect(initialsOf('', undefined)).toBe('');
  });
});
