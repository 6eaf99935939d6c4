// Banner alerts (spec §4): warning, error, success and processing; success and processing close by themselves
// after 6 seconds with a progress bar; all can be closed by hand. Alerts are kept in the persisted state, so
// one shown just before a reload (or a redirect that reloads) is still seen.
import { Alert, Progress, Stack } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertType, PersistedAlert } from './slices.js';
import { useOptionalAppStore } from './state.js';

export type { AlertType } from './slices.js';

export const ALERT_AUTO_DISMISS_MS = 6000;
const PROGRESS_TICK_MS = 100;

export type AppAlert = { id: number; type: AlertType; message: string; createdAt: number };

type AlertsApi = { showAlert(type: AlertType, message: string): void; dismiss(id: number): void; clear(): void };

const AlertsContext = createContext<AlertsApi | null>(null);

const COLOURS: Record<AlertType, string> = { warning: 'yellow', error: 'red', success: 'green', processing: 'blue' };

export function autoDismisses(type: AlertType): boolean {
  return type === 'success' || type === 'processing';
}

/** Alerts still to show at `now`: auto-dismissing ones older than 6 s are gone. */
export function liveAlerts<A extends { type: AlertType; createdAt: number }>(alerts: readonly A[], now: number): A[] {
  return alerts.filter((a) => !autoDismisses(a.type) || now - a.createdAt < ALERT_AUTO_DISMISS_MS);
}

const toPersisted = (a: AppAlert): PersistedAlert => ({
  id: a.id,
  actionType: a.type,
  message: a.message,
  createdAt: a.createdAt,
});
const fromPersisted = (a: PersistedAlert): AppAlert => ({
  id: a.id,
  type: a.actionType,
  message: a.message,
  createdAt: a.createdAt,
});

function AlertBanner({ alert, dismiss }: { alert: AppAlert; dismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const autoDismiss = autoDismisses(alert.type);
  const remaining = () => Math.max(0, alert.createdAt + ALERT_AUTO_DISMISS_MS - Date.now());
  const [left, setLeft] = useState(remaining);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `remaining` only reads the alert's fields listed.
  useEffect(() => {
    if (!autoDismiss) return;
    const tick = setInterval(() => setLeft(remaining()), PROGRESS_TICK_MS);
    const timer = setTimeout(() => dismiss(alert.id), remaining());
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [autoDismiss, dismiss, alert.id, alert.createdAt]);
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
      {autoDismiss && (
        <Progress
          value={(left / ALERT_AUTO_DISMISS_MS) * 100}
          size="xs"
          mt="xs"
          color={COLOURS[alert.type]}
          aria-hidden="true"
          data-testid="alert-progress"
        />
      )}
    </Alert>
  );
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const store = useOptionalAppStore();
  const [alerts, setAlerts] = useState<AppAlert[]>(() =>
    liveAlerts((store?.get().alerts ?? []).map(fromPersisted), Date.now()),
  );
  // Written on every change rather than read back: alerts belong to this tab, the storage only keeps them
  // across a reload.
  useEffect(() => {
    if (!store) return;
    const persisted = alerts.map(toPersisted);
    if (JSON.stringify(persisted) !== JSON.stringify(store.get().alerts)) store.set({ alerts: persisted });
  }, [store, alerts]);

  const dismiss = useCallback((id: number) => setAlerts((all) => all.filter((a) => a.id !== id)), []);
  const showAlert = useCallback((type: AlertType, message: string) => {
    const createdAt = Date.now();
    setAlerts((all) => [
      ...all.filter((a) => a.message !== message),
      { id: createdAt + Math.random(), type, message, createdAt },
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
