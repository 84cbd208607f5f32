import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TypedConfirmDialog } from './typed-confirm-dialog';

const texts = {
  title: 'Delete Subscription',
  text: 'Type the application name to confirm.',
  label: 'Application name',
  mismatch: 'Invalid client Application Name provided.',
  confirm: 'Delete',
  cancel: 'Cancel',
};

const renderDialog = (onConfirm = vi.fn()) => {
  render(
    <TypedConfirmDialog id="t" open expected="Field Sync" texts={texts} onConfirm={onConfirm} onClose={vi.fn()} />,
  );
  return onConfirm;
};

describe('typed confirmation', () => {
  it('"the confirm button stays disabled until it matches", and a differing text says so', () => {
    const onConfirm = renderDialog();
    const field = screen.getByRole('textbox', { name: 'Application name' });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    fireEvent.change(field, { target: { value: 'field sync' } });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByText('Invalid client Application Name provided.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Field Syn' } });
    fireEvent.blur(field);
    expect(screen.getByText('Invalid client Application Name provided.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Field Sync' } });
    expect(button).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('blocks pasting and dropping text', () => {
    renderDialog();
    const field = screen.getByRole('textbox', { name: 'Application name' });
    const paste = createEvent.paste(field);
    fireEvent(field, paste);
    expect(paste.defaultPrevented).toBe(true);
    const drop = createEvent.drop(field);
    fireEvent(field, drop);
    expect(drop.defaultPrevented).toBe(true);
  });
});
