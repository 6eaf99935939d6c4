// The top bar's menus and tooltips, drawn with Mantine's Menu and Tooltip. A chunk of their own: they bring Popover,
// floating-ui, focus trapping and the menu's many item kinds (about 20 KiB gzipped), and nothing opens before the
// user points at the bar. deferredPopups.tsx draws their targets at once and these once the chunk is here.
import { Menu, Tooltip } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PopupMenuItem } from './deferredPopups.js';

export type PopupMenuProps = {
  /** The button that opens the menu (it must take a ref, as Mantine's targets do). */
  target: ReactElement;
  items: readonly PopupMenuItem[];
  position: 'bottom-start' | 'bottom-end';
  /** Open from the start: the target was clicked before this chunk arrived. */
  defaultOpened: boolean;
  /** The drop-down as a landmark (the compact main menu is the page's navigation). */
  dropdownLabel?: string;
};

function Item({ item }: { item: PopupMenuItem }) {
  switch (item.kind) {
    case 'divider':
      return <Menu.Divider />;
    case 'heading':
      return <Menu.Label>{item.label}</Menu.Label>;
    case 'link':
      return (
        <Menu.Item
          component={Link}
          to={item.to}
          leftSection={item.leftSection}
          rightSection={item.rightSection}
          aria-current={item.current ? 'page' : undefined}
          data-testid={item.testId}
        >
          {item.label}
        </Menu.Item>
      );
    case 'action':
      return (
        <Menu.Item
          onClick={item.onClick}
          color={item.color}
          lang={item.lang}
          leftSection={item.leftSection}
          rightSection={item.rightSection}
          data-testid={item.testId}
        >
          {item.label}
        </Menu.Item>
      );
  }
}

export function PopupMenu({ target, items, position, defaultOpened, dropdownLabel }: PopupMenuProps) {
  return (
    <Menu position={position} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      {/* Mantine's default drop-down is a div; the compact main menu's is the page's navigation landmark. */}
      <Menu.Dropdown component={dropdownLabel ? 'nav' : 'div'} aria-label={dropdownLabel}>
        {items.map((item) => (
          <Item key={item.key} item={item} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export type PopupTooltipProps = {
  label: ReactNode;
  /** Shown from the start: the pointer (or focus) reached the target before this chunk arrived. */
  defaultOpened: boolean;
  children: ReactElement;
};

export function PopupTooltip({ label, defaultOpened, children }: PopupTooltipProps) {
  return (
    <Tooltip label={label} defaultOpened={defaultOpened}>
      {children}
    </Tooltip>
  );
}
