/** The language selector's menu (language-selector.tsx): a chunk of its own, loaded on the first open. */
import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Language } from '@dc/contracts';

export interface LanguageMenuProps {
  anchor: HTMLElement | null;
  label: string;
  languages: Language[];
  current: Language;
  onClose(): void;
  onChoose(code: string): void;
}

export default function LanguageMenu({ anchor, label, languages, current, onClose, onChoose }: LanguageMenuProps) {
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {languages.map((l) => (
        <MenuItem
          key={l.code}
          lang={l.code}
          role="menuitemradio"
          aria-checked={l.code === current.code}
          selected={l.code === current.code}
          onClick={() => onChoose(l.code)}
        >
          <ListItemIcon>{l.code === current.code && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{l.native}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
