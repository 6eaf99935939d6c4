// The breadcrumb trail a page declares: kept in the persisted header state, where the webview's compact header
// (app/WebviewHeader.tsx) reads its title and back target.
import { useEffect } from 'react';
import type { Crumb } from './slices.js';
import { useOptionalAppStore } from './state.js';

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
