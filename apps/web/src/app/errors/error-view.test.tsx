import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_SUFFIX, ERROR_PAGES, GENERIC_ERROR_MESSAGE } from '@dc/contracts';
import { renderAt } from '../../test/render';
import ErrorRoute from '../routes/error';
import { parseStatus } from './error-texts';

const renderError = (path: string) => renderAt(path, '/error/:statusCode?', <ErrorRoute />);

describe('error page', () => {
  it.each([403, 502])('shows the catalogue title and message for %i', async (status) => {
    renderError(`/error/${status}`);
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_PAGES[status].title })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent(ERROR_PAGES[status].message);
    expect(screen.getByText(ERROR_PAGE_SUFFIX)).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent(String(status));
    expect(document.title).toBe(`${ERROR_PAGES[status].title} - Developer Console`);
  });

  it('shows the generic message and no title for an unknown code, with the code as heading', async () => {
    renderError('/error/999');
    expect(await screen.findByRole('heading', { level: 1, name: '999' })).toBeInTheDocument();
    expect(screen.queryByTestId('error-title')).not.toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('defaults to 404', async () => {
    renderError('/error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Not Found - Developer Console');
  });

  it('offers Back to Home and Contact Us', async () => {
    renderError('/error/401');
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('reads the status code from the path', () => {
    expect(parseStatus(undefined)).toBe(404);
    expect(parseStatus('abc')).toBe(404);
    expect(parseStatus('500')).toBe(500);
  });
});
