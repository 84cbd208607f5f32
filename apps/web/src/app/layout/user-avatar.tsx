/** The user's picture, or the initials of first and last name (spec 1 section 2.2). */
import Avatar from '@mui/material/Avatar';

export const initialsOf = (firstName?: string, lastName?: string): string =>
  `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();

export function UserAvatar({
  firstName,
  lastName,
  picture,
}: {
  firstName?: string;
  lastName?: string;
  picture?: string | null;
}) {
  return (
    <Avatar
      src={picture ?? undefined}
      alt=""
      sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: '0.95rem' }}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
