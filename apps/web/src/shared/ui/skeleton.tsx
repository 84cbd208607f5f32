/**
 * A placeholder with MUI Skeleton's look under the console's theme (text, rectangular, rounded or circular; the pulse
 * animation; the size from width and height) without MUI's Skeleton module: about 1 KB gzip of every page's first
 * paint (issue 18). Other attributes (role, aria-label, data-testid) reach the span.
 */
import { alpha, keyframes, styled } from '@mui/material/styles';
import type { CSSProperties, HTMLAttributes } from 'react';
import type { CSSObject, SxProps, Theme } from '@mui/material/styles';

type Variant = 'text' | 'rectangular' | 'rounded' | 'circular';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * The look of one variant, for the styled span below and for lists that draw many placeholders as plain elements
 * under one style rule (a component per placeholder is what costs: issue 18).
 */
export function skeletonStyle({ theme, variant }: { theme: Theme; variant: Variant }): CSSObject {
  const radius = Number(theme.shape.borderRadius);
  return {
    display: 'block',
    backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    height: '1.2em',
    ...(variant === 'text' && {
      marginTop: 0,
      marginBottom: 0,
      height: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&:empty:before': { content: '"\\00a0"' },
    }),
    ...(variant === 'circular' && { borderRadius: '50%' }),
    ...(variant === 'rounded' && { borderRadius: radius }),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  };
}

const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'sx' })<{ variant: Variant }>(
  skeletonStyle,
);

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  variant?: Variant;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  sx?: SxProps<Theme>;
}

export function Skeleton({ variant = 'text', width, height, style, className, ...rest }: SkeletonProps) {
  return (
    <Root
      variant={variant}
      className={className ? `MuiSkeleton-root ${className}` : 'MuiSkeleton-root'}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
}
