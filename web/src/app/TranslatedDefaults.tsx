// Defaults of Mantine components that need words: the theme (theme.ts) is built once, before any language is
// known, so the names of icon-only controls every modal and drawer draws (their close button) are given here, in
// the current language, for all of them at once (WCAG 4.1.2: a button needs a name). Plain theme entries rather than
// `Modal.extend(…)`: naming the components here would bring Modal, Drawer and their scroll lock into the first load,
// which opens neither.
import { createTheme, MantineThemeProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function TranslatedDefaults({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('app.alerts.close');
  const overrides = useMemo(
    () =>
      createTheme({
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
  return <MantineThemeProvider theme={overrides}>{children}</MantineThemeProvider>;
}
