/** Invite a user by e-mail (spec 2 section 5): the shared pattern check; the button waits for a valid address. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { isValidEmail } from '@dc/contracts';

export function InviteUserForm({ busy, onInvite }: { busy: boolean; onInvite(email: string): void }) {
  const { t } = useTranslation('catalogs');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const value = email.trim();
  const valid = isValidEmail(value);
  const showError = touched && value.length > 0 && !valid;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return setTouched(true);
        onInvite(value.toLowerCase());
        setEmail('');
        setTouched(false);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        type="email"
        label={t('access.email')}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          // Checked as typed once the address looks finished (spec: validate on change, again on blur).
          if (e.target.value.includes('@')) setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={showError}
        helperText={showError ? t('access.emailInvalid') : undefined}
        autoComplete="off"
        sx={{ flex: '1 1 220px', maxWidth: 420 }}
      />
      <Button type="submit" variant="contained" disabled={!valid || busy}>
        {t('access.inviteUser')}
      </Button>
    </Box>
  );
}
