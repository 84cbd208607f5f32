/**
 * The gallery's grid and everything inside its cards, as one style rule (issue 18). A card drawn with Card,
 * CardContent, Typography, Box and chips was 60-70 components, each resolving sx and serialising its styles on every
 * render: the cards were the gallery's longest task. Here a card is plain elements with the class names below, and
 * this rule is serialised once a render of the grid. The look is MUI's, taken from the theme: the outlined Card,
 * CardActionArea's veil, CardContent's padding, the typography variants and the small chips (shared/ui/small-chip).
 */
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { skeletonStyle } from '../../../../shared/ui/skeleton';

/** The class names of a card's parts (dc- keeps them apart from MUI's and emotion's). */
export const cardClasses = {
  card: 'dc-card',
  action: 'dc-card-action',
  veil: 'dc-card-veil',
  content: 'dc-card-content',
  chips: 'dc-card-chips',
  chip: 'dc-chip',
  typeBadge: 'dc-type-badge',
  primary: 'dc-chip-primary',
  secondary: 'dc-chip-secondary',
  title: 'dc-card-title',
  description: 'dc-card-description',
  tags: 'dc-card-tags',
  caption: 'dc-card-caption',
  skeletonText: 'dc-skeleton-text',
  skeletonRounded: 'dc-skeleton-rounded',
  fetching: 'dc-fetching',
} as const;

const c = (name: keyof typeof cardClasses) => `& .${cardClasses[name]}`;

/** MUI Chip's small size, filled in a palette colour or outlined (as SmallChip draws it). */
function chipStyles(theme: Theme): CSSObject {
  return {
    [c('chip')]: {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 24,
      borderRadius: '16px',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      color: theme.palette.text.primary,
      border: `1px solid ${theme.palette.grey[400]}`,
      '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 7, paddingRight: 7 },
    },
    [c('typeBadge')]: { border: 0, fontWeight: 500, '& > span': { paddingLeft: 8, paddingRight: 8 } },
    [c('primary')]: { color: theme.palette.primary.contrastText, backgroundColor: theme.palette.primary.main },
    [c('secondary')]: { color: theme.palette.secondary.contrastText, backgroundColor: theme.palette.secondary.main },
  };
}

/** The outlined Card, the whole-card link with its veil (CardActionArea) and CardContent. */
function frameStyles(theme: Theme): CSSObject {
  return {
    [c('card')]: {
      height: '100%',
      overflow: 'hidden',
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: 8,
    },
    [c('action')]: {
      position: 'relative',
      boxSizing: 'border-box',
      height: '100%',
      width: '100%',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      justifyContent: 'start',
      textAlign: 'inherit',
      borderRadius: 'inherit',
      color: 'inherit',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      [`&:hover > .${cardClasses.veil}`]: {
        opacity: theme.palette.action.hoverOpacity,
        '@media (hover: none)': { opacity: 0 },
      },
      [`&:focus-visible > .${cardClasses.veil}`]: { opacity: theme.palette.action.focusOpacity },
    },
    [c('veil')]: {
      overflow: 'hidden',
      pointerEvents: 'none',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      opacity: 0,
      backgroundColor: 'currentcolor',
      transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
    },
    [c('content')]: {
      padding: 16,
      flex: 1,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      // CardContent's: the last child of its card gets more room below (the skeleton's; a link's ends in its veil).
      '&:last-child': { paddingBottom: 24 },
    },
  };
}

function textStyles(theme: Theme): CSSObject {
  const secondary = { color: theme.palette.text.secondary };
  return {
    [c('chips')]: { display: 'flex', gap: theme.spacing(1), flexWrap: 'wrap' },
    [c('title')]: { ...theme.typography.h2, margin: 0, fontSize: '1.125rem', overflowWrap: 'anywhere' },
    [c('description')]: {
      ...theme.typography.body2,
      ...secondary,
      margin: 0,
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      flex: 1,
    },
    [c('tags')]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.75),
      padding: 0,
      margin: 0,
      '& > li': { listStyle: 'none' },
    },
    [c('caption')]: { ...theme.typography.caption, ...secondary, margin: 0 },
    [c('skeletonText')]: skeletonStyle({ theme, variant: 'text' }),
    [c('skeletonRounded')]: skeletonStyle({ theme, variant: 'rounded' }),
  };
}

/** The grid of cards: one column on phones, two from sm, three from md, four from xl. */
export const GalleryGrid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.breakpoints.up('xl')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  [`&.${cardClasses.fetching}`]: { opacity: 0.6 },
  ...frameStyles(theme),
  ...chipStyles(theme),
  ...textStyles(theme),
}));
