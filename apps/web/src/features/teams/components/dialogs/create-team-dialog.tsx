/**
 * Create team (spec 3 sections 3-5): name, description, the owning account, 'join this team'. Enabled when the
 * form is valid and a name exists. Success: 'Success! {teamName} Created', the dialog closes, lists refresh after 1 s.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { TEAM_DELAYS_MS, TEAM_ERRORS, type AccountTeam } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { useCreateTeam } from '../../api/create-team';
import { useDelayed } from '../../../../shared/lib/use-delayed';
import { useTeamListRefresh } from '../../hooks/use-team-list-refresh';
import { canCreateTeam, VALUE_ERROR } from '../../utils/enablement';
import { createTeamFormSchema, type CreateTeamFormInput, type CreateTeamFormOutput } from '../../utils/team-form';
import { useMessageText } from '../../utils/use-message-text';
import { FormDialog } from './form-dialog';
import { TeamFields } from './team-fields';

const NAME_IN_USE: readonly string[] = [TEAM_ERRORS.nameInUseOnCreate.code, TEAM_ERRORS.nameInUseOnUpdate.code];

export interface CreateTeamDialogProps {
  open: boolean;
  /** The accounts the user may create teams in; with one, it is chosen. */
  accounts: Array<{ uuid: string; name: string }>;
  onClose(): void;
  onCreated?(team: AccountTeam): void;
}

export function CreateTeamDialog({ open, accounts, onClose, onCreated }: CreateTeamDialogProps) {
  const { t } = useTranslation('teams');
  const text = useMessageText();
  const create = useCreateTeam();
  const later = useDelayed();
  const refresh = useTeamListRefresh();
  const form = useForm<CreateTeamFormInput, unknown, CreateTeamFormOutput>({
    resolver: zodResolver(createTeamFormSchema),
    mode: 'all',
    values: {
      name: '',
      description: '',
      addUserToTeam: true,
      accountId: accounts.length === 1 ? accounts[0].uuid : '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isValid } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ name, description, accountId, addUserToTeam }) =>
    create.mutate(
      {
        name,
        displayName: name,
        description: description || undefined,
        type: 'ENTERPRISE',
        role: 'ADMIN',
        addUserToTeam,
        accountId,
      },
      {
        onSuccess: (team) => {
          notifySuccess(t('messages.created', { teamName: team.displayName || team.name }));
          close();
          later(() => refresh(), TEAM_DELAYS_MS.teamCreateRefresh);
          onCreated?.(team);
        },
        onError: (err) => {
          const code = (err as { code?: string }).code ?? '';
          if (NAME_IN_USE.includes(code)) form.setError('name', { type: VALUE_ERROR, message: text.apiError(err) });
          else notifyError(text.apiError(err));
        },
      },
    ),
  );
  return (
    <FormDialog
      id="create-team-dialog"
      open={open}
      title={t('createTeam.title')}
      submitLabel={t('createTeam.submit')}
      submitDisabled={!canCreateTeam(isValid, form.watch('name'))}
      busy={create.isPending}
      onSubmit={submit}
      onClose={close}
    >
      {accounts.length === 1 && (
        <Typography variant="body2" color="text.secondary">
          {t('createTeam.inAccount', { account: accounts[0].name })}
        </Typography>
      )}
      {accounts.length > 1 && (
        <Controller
          control={form.control}
          name="accountId"
          render={({ field }) => (
            <TextField select label={t('createTeam.account')} required {...field} error={!!errors.accountId}>
              {accounts.map((a) => (
                <MenuItem key={a.uuid} value={a.uuid}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <TeamFields register={form.register} errors={errors} />
      <Controller
        control={form.control}
        name="addUserToTeam"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={t('createTeam.join')}
          />
        )}
      />
    </FormDialog>
  );
}
