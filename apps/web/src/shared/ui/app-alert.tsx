/**
 * An alert of spec 1 section 4.6: severity success, info, warning or error; hides itself after 6000 ms by
 * default (autoHideMs null keeps it); an alert with an id that the user closes stays closed (CLOSED_ALERTS).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { ALERT_AUTO_HIDE_MS, type Severity } from '@dc/contracts';
import { closeAlert, isAlertClosed } from '../lib/closed-alerts';
import { Alert, AlertTitle } from './alert';
import { Collapse } from './collapse';

export interface AppAlertProps {
  /** With an id, closing the alert is remembered. */
  id?: string;
  severity: Severity;
  title?: string;
  children: ReactNode;
  autoHideMs?: number | null;
  closable?: boolean;
}

export function AppAlert({
  id,
  severity,
  title,
  children,
  autoHideMs = ALERT_AUTO_HIDE_MS,
  closable = true,
}: AppAlertProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !(id && isAlertClosed(id)));

  useEffect(() => {
    if (!open || autoHideMs === null) return;
    const timer = setTimeout(() => setOpen(false), autoHideMs);
    return () => clearTimeout(timer);
  }, [open, autoHideMs]);

  const close = () => {
    if (id) closeAlert(id);
    setOpen(false);
  };

  return (
    <Collapse in={open} unmountOnExit>
      <Alert
        severity={severity}
        onClose={closable ? close : undefined}
        closeLabel={t('alert.close')}
        data-testid={id ? `alert-${id}` : undefined}
      >
        {title && <AlertTitle>{title}</AlertTitle>}
        {children}
      </Alert>
    </Collapse>
  );
}
