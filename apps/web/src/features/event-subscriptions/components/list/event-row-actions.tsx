/** The actions menu of an event subscription row (spec 2 section 2.9): View More Details, Delete Subscription. */
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface EventRowActionsProps {
  name: string;
  deleteDisabled: boolean;
  onDetails(): void;
  onDelete(): void;
}

export function EventRowActions({ name, deleteDisabled, onDetails, onDelete }: EventRowActionsProps) {
  const { t } = useTranslation('event-subscriptions');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('list.actionsFor', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onDetails)}>
          <ListItemIcon>
            <InfoOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('list.viewDetails')}
        </MenuItem>
        <MenuItem onClick={pick(onDelete)} disabled={deleteDisabled}>
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t('list.deleteSubscription')}
        </MenuItem>
      </Menu>
    </>
  );
}
