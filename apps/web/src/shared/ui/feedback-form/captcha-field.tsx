/**
 * The proof-of-work captcha of the feedback form (spec 3 section 4: required unless bypassed): the ALTCHA widget
 * fetches its challenge from the e-mail service and solves it in a worker; the solved payload goes to onChange
 * ('' again when it expires or fails).
 */
import FormHelperText from '@mui/material/FormHelperText';
import { Skeleton } from '../skeleton';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { EMAIL_PREFIX, EMAIL_ROUTES } from '@dc/contracts';
import { getEnvironment } from '../../config/env';
import { buildUrl } from '../../lib/api-client';
import { loadAltcha } from './load-altcha';

const challengeUrl = () => {
  const client = getEnvironment().httpClients.find((c) => c.name === 'email');
  return buildUrl(client?.baseUrl ?? EMAIL_PREFIX, EMAIL_ROUTES.captcha.path);
};

type StateChange = CustomEvent<{ payload?: string; state: string }>;

export interface CaptchaFieldProps {
  onChange(payload: string): void;
  error?: string;
  /** What the user still has to do, shown while there is no error. */
  hint?: string;
}

export function CaptchaField({ onChange, error, hint }: CaptchaFieldProps) {
  const { t } = useTranslation('feedback');
  const [workerUrl, setWorkerUrl] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);
  const widget = useRef<HTMLElement>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      (url) => live && setWorkerUrl(url),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listen = (e: Event) => {
      const { state, payload } = (e as StateChange).detail;
      report.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', listen);
    return () => element.removeEventListener('statechange', listen);
  }, [workerUrl]);

  const strings = JSON.stringify({
    label: t('captcha.label'),
    verifying: t('captcha.verifying'),
    verified: t('captcha.verified'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    verificationRequired: t('captcha.required'),
    waitAlert: t('captcha.waitAlert'),
  });

  return (
    <Box data-testid="feedback-captcha">
      {loadFailed ? (
        <FormHelperText error>{t('captcha.loadFailed')}</FormHelperText>
      ) : workerUrl ? (
        <altcha-widget
          ref={widget}
          challengeurl={challengeUrl()}
          workerurl={workerUrl}
          strings={strings}
          hidefooter
          hidelogo
          style={{ '--altcha-max-width': '100%' }}
        />
      ) : (
        <Skeleton variant="rounded" height={72} sx={{ maxWidth: 360 }} />
      )}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : (
        hint && <FormHelperText>{hint}</FormHelperText>
      )}
    </Box>
  );
}
