// A button led by an icon, as the pages' actions are drawn (create, invite, export …).
import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

type Props = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    icon: TablerIcon;
    'data-testid'?: string;
  };

export function IconButton({ icon: Glyph, ...props }: Props) {
  return <Button leftSection={<Glyph size={16} aria-hidden="true" />} {...props} />;
}
