/**
 * The user's picture, or the initials of first and last name (spec 1 section 2.2): MUI Avatar's look (a 36 px circle,
 * the picture covering it; if it fails to load, the initials, or a person icon without them) without its module,
 * which was part of the signed-in shell's first paint (issue 18).
 */
import PersonIcon from '@mui/icons-material/Person';
import { styled } from '@mui/material/styles';
import { useState } from 'react';

export const initialsOf = (firstName?: string, lastName?: string): string =>
  `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();

const Circle = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  fontFamily: theme.typography.fontFamily,
  fontSize: '0.95rem',
  lineHeight: 1,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
  backgroundColor: theme.palette.secondary.main,
  color: theme.palette.secondary.contrastText,
}));
const Picture = styled('img')({
  width: '100%',
  height: '100%',
  textAlign: 'center',
  objectFit: 'cover',
  color: 'transparent',
  textIndent: 10000,
});

export function UserAvatar({
  firstName,
  lastName,
  picture,
}: {
  firstName?: string;
  lastName?: string;
  picture?: string | null;
}) {
  const [failed, setFailed] = useState<string>();
  const initials = initialsOf(firstName, lastName);
  return (
    <Circle>
      {picture && failed !== picture ? (
        <Picture src={picture} alt="" onError={() => setFailed(picture)} />
      ) : (
        initials || <PersonIcon sx={{ width: '75%', height: '75%' }} />
      )}
    </Circle>
  );
}
