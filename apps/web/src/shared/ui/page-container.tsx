/**
 * MUI Container's look (centred, full width up to a breakpoint's width, 16 px gutters, 24 px from `sm`) without
 * @mui/system's Container module: about 1 KB gzip of the landing page's and the products gallery's first paint
 * (issue 18). A div, as Container renders; `sx` as on any MUI part.
 */
import { styled } from '@mui/material/styles';

export const PageContainer = styled('div', { shouldForwardProp: (prop) => prop !== 'maxWidth' && prop !== 'sx' })<{
  maxWidth: 'md' | 'lg' | 'xl';
}>(({ theme, maxWidth }) => ({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  boxSizing: 'border-box',
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  [theme.breakpoints.up(maxWidth)]: { maxWidth: `${theme.breakpoints.values[maxWidth]}${theme.breakpoints.unit}` },
}));
