// The top bar's main menu: a row of entries, or on a narrow screen one menu button that lists them (a row of
// ten entries does not fit 360 px, and wrapped it spilt onto the page).
import { Burger, Button, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { DeferredMenu, DeferredTooltip } from './deferredPopups.js';
import type { MenuEntry } from './menu.js';

type Props = {
  entries: readonly MenuEntry[];
  /** Spec §2 registration gate: false disables the menu. */
  menuEnabled: boolean;
  /** Why the menu is disabled, as its tooltip; the registration gate's text unless given. */
  menuDisabledReason?: string;
  /** A phone-sized screen: one menu button instead of the row. */
  compact: boolean;
};

/** A top-menu entry while registration is incomplete: visibly disabled, with the reason as a tooltip. */
function DisabledEntry({ id, reason, children }: { id: string; reason?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DeferredTooltip label={reason ?? t('nav.completeRegistration')}>
      {/* data-disabled rather than disabled: a disabled button gets no hover, so no tooltip. */}
      <Button
        variant="subtle"
        data-disabled
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        data-testid={`nav-${id}`}
      >
        {children}
      </Button>
    </DeferredTooltip>
  );
}

export function TopBarNav({ entries, menuEnabled, menuDisabledReason, compact }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = (path: string) => pathname === path || pathname.startsWith(`${path}/`);

  if (compact) {
    const burger = (
      <Burger
        size="sm"
        opened={false}
        aria-label={t('nav.mainMenu')}
        disabled={!menuEnabled}
        data-testid="nav-burger"
      />
    );
    if (!menuEnabled) {
      return <DeferredTooltip label={menuDisabledReason ?? t('nav.completeRegistration')}>{burger}</DeferredTooltip>;
    }
    return (
      <DeferredMenu
        position="bottom-start"
        target={burger}
        dropdownLabel={t('nav.mainMenu')}
        items={entries.flatMap((entry) =>
          (entry.children ?? [entry]).map((item) => ({
            kind: 'link' as const,
            key: item.id,
            to: item.path,
            label: t(`nav.${item.id}`),
            current: active(item.path),
            testId: `nav-${item.id}`,
          })),
        )}
      />
    );
  }

  return (
    // One row, never wrapped (a second row spilt under the bar): below 75em (1200 px) the menu button takes over.
    <Group gap={0} wrap="nowrap" component="nav" aria-label={t('nav.mainMenu')} style={{ overflow: 'hidden' }}>
      {entries.map((entry) =>
        !menuEnabled ? (
          <DisabledEntry key={entry.id} id={entry.id} reason={menuDisabledReason}>
            {t(`nav.${entry.id}`)}
          </DisabledEntry>
        ) : entry.children ? (
          // An entry with a drop-down (Reports): it opens its sub-entries instead of linking.
          <DeferredMenu
            key={entry.id}
            position="bottom-start"
            target={
              <Button
                px="sm"
                variant={active(entry.path) ? 'light' : 'subtle'}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                data-testid={`nav-${entry.id}`}
              >
                {t(`nav.${entry.id}`)}
              </Button>
            }
            items={entry.children.map((child) => ({
              kind: 'link' as const,
              key: child.id,
              to: child.path,
              label: t(`nav.${child.id}`),
              testId: `nav-${child.id}`,
            }))}
          />
        ) : (
          <Button
            key={entry.id}
            px="sm"
            component={Link}
            to={entry.path}
            variant={active(entry.path) ? 'light' : 'subtle'}
            aria-current={active(entry.path) ? 'page' : undefined}
            data-testid={`nav-${entry.id}`}
          >
            {t(`nav.${entry.id}`)}
          </Button>
        ),
      )}
    </Group>
  );
}
