/** Toasts load their code with the first one (issue 18): a toast still shows, with no host mounted beforehand. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render';
import { createQueryClient } from './query-client';
import { notifySuccess } from './notify';

describe('notify', () => {
  it('shows the first toast, loading the snackbar host for it', async () => {
    render(
      <TestProviders queryClient={createQueryClient()}>
        <p>page</p>
      </TestProviders>,
    );
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    notifySuccess('Application created');
    expect(await screen.findByText('Application created', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
