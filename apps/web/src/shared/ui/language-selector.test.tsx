import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguageConfig } from '../lib/language';
import { LanguageSelector } from './language-selector';

const languages = [
  { code: 'en', name: 'English', native: 'English' },
  { code: 'de-DE', name: 'German', native: 'Deutsch' },
];

describe('language selector (the menu is a chunk loaded on first use, issue 18)', () => {
  afterEach(() => setLanguageConfig({ defaultLanguage: 'en', supportedLanguages: [languages[0]] }));

  it('renders no menu before the first click, then opens it with the current language checked', async () => {
    setLanguageConfig({ defaultLanguage: 'en', supportedLanguages: languages });
    const onSelect = vi.fn();
    render(<LanguageSelector onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).not.toHaveAttribute('aria-expanded');

    fireEvent.click(button);
    expect(await screen.findByRole('menu', { name: 'Languages' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(onSelect).toHaveBeenCalledWith('de-DE');
  });

  it('choosing the current language selects nothing', async () => {
    setLanguageConfig({ defaultLanguage: 'en', supportedLanguages: languages });
    const onSelect = vi.fn();
    render(<LanguageSelector onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows nothing with a single language', () => {
    const { container } = render(<LanguageSelector />);
    expect(container).toBeEmptyDOMElement();
  });
});
