/**
 * The fields of the New Application panel and the Configuration tab (spec 2 sections 2.7, 5, 9): name,
 * description, grant types, callback and logout URLs (only with authorization code, comma-separated), token
 * configuration. Messages are the contracts' (translated).
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { APPLICATION_DESCRIPTION_MAX, APPLICATION_NAME_MAX, type GrantType } from '@dc/contracts';
import { MultilineMessage } from '../../../../shared/ui/multiline-message';
import {
  FLOW_GRANT_TYPES,
  grantTypeKey,
  type ApplicationForm,
  TOKEN_GRANT_TYPES,
  toggleGrantType,
  usesAuthorizationCode,
} from '../../utils/application-form';
import { useMessageText } from '../../utils/use-message-text';

export interface ApplicationFieldsProps {
  form: ApplicationForm;
  idPrefix: string;
  autoFocus?: boolean;
}

export function ApplicationFields({ form, idPrefix, autoFocus }: ApplicationFieldsProps) {
  const { t } = useTranslation('applications');
  const text = useMessageText();
  const { errors } = form.formState;
  const grantTypes = form.watch('grant_types');
  const withCode = usesAuthorizationCode(grantTypes);

  const grantGroup = (legend: string, options: readonly GrantType[], testId: string, extra?: ReactNode) => (
    <FormControl
      component="fieldset"
      error={testId === 'grant-types' && !!errors.grant_types}
      data-testid={`${idPrefix}-${testId}`}
    >
      <FormLabel component="legend">{legend}</FormLabel>
      <Controller
        control={form.control}
        name="grant_types"
        // Choosing authorization code makes the callback URL required: say so at once.
        rules={{ deps: ['redirect_uri'] }}
        render={({ field }) => (
          <FormGroup row>
            {options.map((grant) => (
              <FormControlLabel
                key={grant}
                label={t(`grantTypes.${grantTypeKey(grant)}`)}
                control={
                  <Checkbox
                    checked={field.value.includes(grant)}
                    onChange={(e) => field.onChange(toggleGrantType(field.value, grant, e.target.checked))}
                    onBlur={field.onBlur}
                  />
                }
              />
            ))}
            {extra}
          </FormGroup>
        )}
      />
      {testId === 'grant-types' && errors.grant_types && (
        <FormHelperText>{text.validation(errors.grant_types.message)}</FormHelperText>
      )}
    </FormControl>
  );

  return (
    <Stack spacing={3}>
      <TextField
        {...form.register('name')}
        id={`${idPrefix}-name`}
        label={t('form.name')}
        required
        autoFocus={autoFocus}
        autoComplete="off"
        error={!!errors.name}
        helperText={<MultilineMessage text={text.validation(errors.name?.message) ?? t('form.nameHelp')} />}
        slotProps={{ htmlInput: { maxLength: APPLICATION_NAME_MAX } }}
      />
      <TextField
        {...form.register('description')}
        id={`${idPrefix}-description`}
        label={t('form.description')}
        multiline
        minRows={3}
        error={!!errors.description}
        helperText={text.validation(errors.description?.message)}
        slotProps={{ htmlInput: { maxLength: APPLICATION_DESCRIPTION_MAX } }}
      />
      {grantGroup(t('form.grantTypes'), FLOW_GRANT_TYPES, 'grant-types')}
      {withCode && (
        <>
          <TextField
            {...form.register('redirect_uri')}
            id={`${idPrefix}-redirect`}
            label={t('form.callbackUrls')}
            required
            autoComplete="off"
            error={!!errors.redirect_uri}
            helperText={text.validation(errors.redirect_uri?.message) ?? t('form.urlsHelp')}
          />
          <TextField
            {...form.register('logout_uri')}
            id={`${idPrefix}-logout`}
            label={t('form.logoutUrls')}
            autoComplete="off"
            error={!!errors.logout_uri}
            helperText={text.validation(errors.logout_uri?.message) ?? t('form.urlsHelp')}
          />
        </>
      )}
      {grantGroup(
        t('form.tokenConfiguration'),
        TOKEN_GRANT_TYPES,
        'token-configuration',
        // Token exchange is named by the spec, but the console's provider has no such grant: shown, not offered.
        <FormControlLabel disabled control={<Checkbox checked={false} />} label={t('form.tokenExchange')} />,
      )}
    </Stack>
  );
}
