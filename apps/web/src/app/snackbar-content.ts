/** Snackbars in colours that keep white text readable (WCAG AA 4.5:1), one per severity. */
import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

export const SnackbarContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-default': { backgroundColor: '#313131' },
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579B' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8A4500' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B71C1C' },
});

export const SNACKBAR_COMPONENTS = {
  default: SnackbarContent,
  success: SnackbarContent,
  info: SnackbarContent,
  warning: SnackbarContent,
  error: SnackbarContent,
};
