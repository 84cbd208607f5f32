import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert, AlertTitle } from './alert';

describe('Alert', () => {
  it('is an alert with the severity icon, the title and the message, and no close button unless asked', () => {
    render(
      <Alert severity="warning" data-testid="banner">
        <AlertTitle>Offline</AlertTitle>
        Not connected
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('OfflineNot connected');
    expect(alert).toHaveAttribute('data-testid', 'banner');
    expect(alert.querySelector('[data-testid="ReportProblemOutlinedIcon"]')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a close button under the given label', async () => {
    const onClose = vi.fn();
    render(
      <Alert severity="info" onClose={onClose} closeLabel="Schließen">
        Tip
      </Alert>,
    );
    expect(screen.getByRole('alert').querySelector('[data-testid="InfoOutlinedIcon"]')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
