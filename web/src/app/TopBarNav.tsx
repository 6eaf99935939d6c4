// The top bar's main menu: a row of entries, or on a narrow screen one menu button that lists them (a row of
// ten entries does not fit 360 px, and wrapped it spilt onto the page).
import { Burger, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
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
    <Tooltip label={reason ?? t('nav.completeRegistration')}>
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
    </Tooltip>
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
    if (!menuEnabled) return <Tooltip label={menuDisabledReason ?? t('nav.completeRegistration')}>{burger}</Tooltip>;
    return (
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>{burger}</Menu.Target>
        <Menu.Dropdown component="nav" aria-label={t('nav.mainMenu')}>
          {entries.flatMap((entry) =>
            (entry.children ?? [entry]).map((item) => (
              <Menu.Item
                key={item.id}
                component={Link}
                to={item.path}
                aria-current={active(item.path) ? 'page' : undefined}
                data-testid={`nav-${item.id}`}
              >
                {t(`nav.${item.id}`)}
              </Menu.Item>
            )),
          )}
        </Menu.Dropdown>
      </Menu>
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
          <Menu key={entry.id} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                px="sm"
                variant={active(entry.path) ? 'light' : 'subtle'}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                data-testid={`nav-${entry.id}`}
              >
                {t(`nav.${entry.id}`)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.children.map((child) => (
                <Menu.Item key={child.id} component={Link} to={child.path} data-testid={`nav-${child.id}`}>
                  {t(`nav.${child.id}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
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
