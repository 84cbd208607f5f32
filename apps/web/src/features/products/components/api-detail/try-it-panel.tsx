/**
 * Try it on an operation (issue 19): pick one of the team's applications subscribed to the API, send the request
 * with a client-credentials token of that application to the chosen environment's deployment, read the answer.
 * An application that is not subscribed cannot call, and the panel says why. A deployment on another origin is
 * called through the console's relay (the page may only connect to its own origin), and the panel says so.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTHZ_ACTIONS, teamTrn, type ProductEnvironment, type ReferenceOperation } from '@dc/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { permissionRequest, usePermissions } from '../../../../shared/lib/permissions/check-permissions';
import { applicationToken, relayTryIt, sendTryIt, useTryItApplications, type TryItResult } from '../../api/try-it';
import { exampleBody, sameOrigin, tryItUrl } from './try-it-request';
import { TryItResultView } from './try-it-result';

export interface TryItPanelProps {
  teamId: string;
  apiId: string;
  apiName: string;
  deployedUrl?: string;
  environment?: ProductEnvironment;
  operation: ReferenceOperation;
}

export function TryItPanel({ teamId, apiId, apiName, deployedUrl, environment, operation: op }: TryItPanelProps) {
  const { t } = useTranslation('products');
  const request = permissionRequest(AUTHZ_ACTIONS.filterApplications, teamTrn(teamId));
  const allowed = usePermissions([request])[request.requestId];
  const apps = useTryItApplications(teamId, apiId, allowed === true);
  const [appId, setAppId] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(() => exampleBody(op));
  const [result, setResult] = useState<TryItResult>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const app = apps.data?.find((a) => a.id === appId);
  const url = deployedUrl ? tryItUrl(deployedUrl, op, values) : undefined;
  const relayed = url !== undefined && !sameOrigin(url);
  const fields = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  // Basic users may not see applications (spec 2 section 6): no Try it for them, and no request that answers 403.
  if (allowed !== true || apps.isError) return null;
  const send = async () => {
    if (!app || !url) return;
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      const token = await applicationToken(teamId, app);
      const sent = op.requestBody ? body : undefined;
      setResult(
        relayed && environment
          ? await relayTryIt({ teamId, apiId, environment, app, token, url, method: op.method, body: sent })
          : await sendTryIt(url, op.method, token, sent),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="section"
      aria-label={t('tryIt.title')}
      data-testid="try-it"
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {t('tryIt.title')}
      </Typography>
      {!deployedUrl && <Alert severity="info">{t('tryIt.noDeployment')}</Alert>}
      {relayed && (
        <Alert severity="info" data-testid="try-it-relayed">
          {t('tryIt.relayed')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          select
          size="small"
          label={t('tryIt.application')}
          value={appId}
          onChange={(e) => setAppId(e.target.value)}
        >
          {(apps.data ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.subscribed ? a.name : t('tryIt.notSubscribedOption', { name: a.name })}
            </MenuItem>
          ))}
        </TextField>
        {fields.map((p) => (
          <TextField
            key={`${p.in}:${p.name}`}
            size="small"
            label={`${p.name} (${p.in})`}
            required={p.required}
            value={values[`${p.in}:${p.name}`] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [`${p.in}:${p.name}`]: e.target.value }))}
          />
        ))}
      </Box>
      {apps.data && apps.data.length === 0 && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('tryIt.noApplications')}
        </Alert>
      )}
      {app && !app.subscribed && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="try-it-not-subscribed">
          {t('tryIt.notSubscribed', { app: app.name, api: apiName })}
        </Alert>
      )}
      {op.requestBody && (
        <TextField
          label={t('tryIt.body')}
          multiline
          minRows={4}
          fullWidth
          value={body}
          onChange={(e) => setBody(e.target.value)}
          sx={{
            mt: 1.5,
            '& textarea': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8125rem' },
          }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={!app?.subscribed || !url || (relayed && !environment) || busy}
        >
          {t('tryIt.send')}
        </Button>
        {url && (
          <Typography
            variant="caption"
            sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}
          >
            {op.method.toUpperCase()} {url}
          </Typography>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      {result && <TryItResultView result={result} />}
    </Box>
  );
}
