/** Name and description fields of the create and edit team forms. */
import TextField from '@mui/material/TextField';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { TEAM_LIMITS } from '@dc/contracts';
import { useMessageText } from '../../utils/use-message-text';
import { MultilineMessage } from '../../../../shared/ui/multiline-message';

interface TeamTexts {
  name: string;
  description: string;
}

export function TeamFields<T extends TeamTexts>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation('teams');
  const text = useMessageText();
  const reg = register as unknown as UseFormRegister<TeamTexts>;
  const errs = errors as FieldErrors<TeamTexts>;
  return (
    <>
      <TextField
        {...reg('name')}
        label={t('teamForm.name')}
        required
        autoFocus
        autoComplete="off"
        error={!!errs.name}
        helperText={<MultilineMessage text={text.validation(errs.name?.message) ?? t('teamForm.nameHelp')} />}
        slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.nameMaxLength } }}
      />
      <TextField
        {...reg('description')}
        label={t('teamForm.description')}
        multiline
        minRows={2}
        error={!!errs.description}
        helperText={text.validation(errs.description?.message)}
        slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.descriptionMaxLength } }}
      />
    </>
  );
}
