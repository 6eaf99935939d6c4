// Webview login mode in the shell: the mode switch read from the URL, the compact header, and the breadcrumb
// trail pages declare for it (rules in webview.ts).
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Crumb } from '../auth/persisted-state.js';
import { useAppState, useAppStore, useOptionalAppStore } from './state.js';
import { webviewBackTarget, webviewFromSearch, webviewTitle } from './webview.js';

/** Keeps `isLoginFromWebview` in the persisted header state in line with a `webview` query parameter. */
export function WebviewModeFromUrl() {
  const { search } = useLocation();
  const store = useAppStore();
  useEffect(() => {
    const webview = webviewFromSearch(search);
    const header = store.get().header;
    if (webview !== null && webview !== header.isLoginFromWebview) {
      store.set({ header: { ...header, isLoginFromWebview: webview } });
    }
  }, [search, store]);
  return null;
}

/** Declares the current page's breadcrumb trail, root first and this page last. */
export function useBreadcrumbs(crumbs: readonly Crumb[]): void {
  const store = useOptionalAppStore();
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    if (!store) return;
    const header = store.get().header;
    if (JSON.stringify(header.headerData) === key) return;
    store.set({ header: { ...header, headerData: JSON.parse(key) as Crumb[] } });
  }, [store, key]);
}

export function CompactHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const crumbs = useAppState((s) => s.header.headerData);
  const title = webviewTitle(pathname, crumbs);
  const back = webviewBackTarget(pathname, crumbs);
  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t('webview.back')}
        // /goBack replaces this entry, so its step back in history lands on the previous page.
        onClick={() => navigate(back, { replace: back === '/goBack' })}
        data-testid="webview-back"
      >
        <IconArrowLeft size={20} aria-hidden="true" />
      </ActionIcon>
      <Title order={1} size="h4" data-testid="webview-title" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {title ? t(`webview.titles.${title}`) : t('app.title')}
      </Title>
    </Group>
  );
}
