// Banner alerts (spec §4): warning, error, success and processing; success and processing close by themselves
// after 6 seconds with a progress bar; all can be closed by hand.
import { Alert, Progress, Stack } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const ALERT_AUTO_DISMISS_MS = 6000;

export type AlertType = 'warning' | 'error' | 'success' | 'processing';
export type AppAlert = { id: number; type: AlertType; message: string };

type AlertsApi = { showAlert(type: AlertType, message: string): void; dismiss(id: number): void; clear(): void };

const AlertsContext = createContext<AlertsApi | null>(null);

const COLOURS: Record<AlertType, string> = { warning: 'yellow', error: 'red', success: 'green', processing: 'blue' };

function AlertBanner({ alert, dismiss }: { alert: AppAlert; dismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const autoDismiss = alert.type === 'success' || alert.type === 'processing';
  const [progress, setProgress] = useState(100);
  useEffect(() => {
    if (!autoDismiss) return;
    const started = Date.now();
    const tick = setInterval(() => {
      setProgress(Math.max(0, 100 - ((Date.now() - started) / ALERT_AUTO_DISMISS_MS) * 100));
    }, 100);
    const timer = setTimeout(() => dismiss(alert.id), ALERT_AUTO_DISMISS_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [autoDismiss, dismiss, alert.id]);
  return (
    <Alert
      color={COLOURS[alert.type]}
      withCloseButton
      closeButtonLabel={t('app.alerts.close')}
      onClose={() => dismiss(alert.id)}
      role={alert.type === 'error' ? 'alert' : 'status'}
      data-testid={`alert-${alert.type}`}
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      {alert.message}
      {autoDismiss && <Progress value={progress} size="xs" mt="xs" color={COLOURS[alert.type]} aria-hidden="true" />}
    </Alert>
  );
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AppAlert[]>([]);
  const dismiss = useCallback((id: number) => setAlerts((all) => all.filter((a) => a.id !== id)), []);
  const showAlert = useCallback((type: AlertType, message: string) => {
    setAlerts((all) => [
      ...all.filter((a) => a.message !== message),
      { id: Date.now() + Math.random(), type, message },
    ]);
  }, []);
  const clear = useCallback(() => setAlerts([]), []);
  const api = useMemo(() => ({ showAlert, dismiss, clear }), [showAlert, dismiss, clear]);
  return (
    <AlertsContext.Provider value={api}>
      {alerts.length > 0 && (
        <Stack
          gap="xs"
          pos="fixed"
          top={72}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 400, width: 'min(560px, calc(100vw - 32px))' }}
        >
          {alerts.map((alert) => (
            <AlertBanner key={alert.id} alert={alert} dismiss={dismiss} />
          ))}
        </Stack>
      )}
      {children}
    </AlertsContext.Provider>
  );
}

export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts must be used inside AlertsProvider');
  return api;
}
