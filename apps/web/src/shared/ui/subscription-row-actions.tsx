/**
 * The actions menu of a subscription row (spec 2 section 2.9): View More Details, Delete Subscription. API and event
 * subscription tables share it; texts come from the feature's namespace (list.actionsFor, viewDetails, deleteSubscription).
 */
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n';

export interface SubscriptionRowActionsProps {
  /** The translations namespace holding the list.* texts. */
  ns: string;
  name: string;
  deleteDisabled: boolean;
  onDetails(): void;
  onDelete(): void;
}

export function SubscriptionRowActions({ ns, name, deleteDisabled, onDetails, onDelete }: SubscriptionRowActionsProps) {
  const { t } = useTranslation(ns);
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
