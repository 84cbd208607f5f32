import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OTHER_MESSAGES } from '@dc/contracts';
import { renderRoutes } from '../../test/render';
import { RootErrorBoundary } from './root-error-boundary';

function Crash(): never {
  throw new Error('boom');
}

describe('root error boundary', () => {
  it("shows 'Something went wrong.' when a page crashes while rendering", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Crash />, errorElement: <RootErrorBoundary /> }], '/');
    expect(await screen.findByRole('heading', { level: 1, name: OTHER_MESSAGES.renderCrash })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
