/**
 * Language selector (spec 1 section 2.2): the supported languages of /i18nConfig.json in their own names. The menu
 * (MUI's Menu, Popover and Modal, about 15 KB gzip) is a chunk of its own (issue 18: the first paint of every page
 * carried it): it loads when the pointer or focus reaches the button, or on the first click, and stays mounted.
 */
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n';
import { applyLanguage, supportedLanguages } from '../lib/language';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

export function LanguageSelector({ onSelect = (code) => void applyLanguage(code) }: { onSelect?(code: string): void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const languages = supportedLanguages();
  const current = languages.find((l) => l.code === i18n.language) ?? languages[0];
  if (languages.length < 2) return null;
  const choose = (code: string) => {
    setAnchor(null);
    if (code !== i18n.language) onSelect(code);
  };
  const preload = () => void loadMenu();
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('language.button', { language: current.native })}
        aria-haspopup="true"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-selector"
        sx={{ minWidth: 40, px: { xs: 1, sm: 1.5 }, gap: 1 }}
      >
        <TranslateIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {current.native}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            label={t('language.menu')}
            languages={languages}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
