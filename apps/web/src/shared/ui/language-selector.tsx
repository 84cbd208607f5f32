/** Language selector (spec 1 section 2.2): the supported languages of /i18nConfig.json in their own names. */
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, supportedLanguages } from '../lib/language';

export function LanguageSelector({ onSelect = (code) => void applyLanguage(code) }: { onSelect?(code: string): void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const languages = supportedLanguages();
  const current = languages.find((l) => l.code === i18n.language) ?? languages[0];
  if (languages.length < 2) return null;
  const choose = (code: string) => {
    setAnchor(null);
    if (code !== i18n.language) onSelect(code);
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
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
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('language.menu') } }}
      >
        {languages.map((l) => (
          <MenuItem
            key={l.code}
            lang={l.code}
            role="menuitemradio"
            aria-checked={l.code === current.code}
            selected={l.code === current.code}
            onClick={() => choose(l.code)}
          >
            <ListItemIcon>{l.code === current.code && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{l.native}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
