/**
 * /utilities/emailtrace (spec 3 sections 2.2, 4, 5, 9): support staff enter an address and see the transactional
 * e-mails sent to it during the last 30 days: failed ones, and delivered ones without a failure (the dedupe rule).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import { Link as RouterLink } from '../../../shared/router';
import { z } from 'zod';
import { emailEventsQuery, resolveError } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useEmailEvents } from '../api/get-email-events';
import { TraceResults } from './trace-results';

const traceForm = z.object({ recipient: emailEventsQuery.shape.recipient });
type TraceFormInput = z.input<typeof traceForm>;
type TraceFormValues = z.output<typeof traceForm>;

export function EmailTracePage({ teamId }: { teamId: string }) {
  const { t } = useTranslation('email-trace');
  useDocumentTitle(t('pageTitle'));
  const [recipient, setRecipient] = useState<string>();
  const events = useEmailEvents(teamId, recipient);
  const { register, handleSubmit, formState } = useForm<TraceFormInput, unknown, TraceFormValues>({
    resolver: zodResolver(traceForm),
    mode: 'onChange',
    reValidateMode: 'onBlur',
    defaultValues: { recipient: '' },
  });
  const search = handleSubmit(({ recipient: value }) => {
    if (value === recipient) void events.refetch();
    setRecipient(value);
  });
  const error = formState.errors.recipient?.message;
  return (
    <>
      <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={href(paths.utilitiesTools)}>
          {t('tools')}
        </Link>
        <Typography color="text.primary">{t('title')}</Typography>
      </Breadcrumbs>
      <Typography variant="h1">{t('title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 880 }}>
        {t('intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={search}
        role="search"
        aria-label={t('title')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3, maxWidth: 720 }}
      >
        <TextField
          {...register('recipient')}
          label={t('email')}
          type="email"
          size="small"
          required
          autoComplete="off"
          error={!!error}
          helperText={error}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={events.isFetching}>
          {t('search')}
        </Button>
      </Box>
      {events.isError && <Alert severity="error">{resolveError(events.error).message}</Alert>}
      {recipient && events.data && <TraceResults events={events.data} recipient={recipient} />}
    </>
  );
}
