// Webview login mode in the shell: the mode switch read from the URL and the compact header, which shows the
// breadcrumb trail pages declare with ui/breadcrumbs.ts (rules in webview.ts).
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppState, useAppStore } from '../ui/state.js';
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
