// The row that ends a step or a dialog: a quiet way back (cancel, back) and the one action the step is for.
import { Button, Group, type GroupProps, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  backLabel: string;
  onBack: () => void;
  /** While the action runs, going back could leave it half done. */
  backDisabled?: boolean;
  label: string;
  onAction: () => void;
  loading?: boolean;
  disabled?: boolean;
  testId?: string;
  icon?: ReactNode;
  color?: MantineColor;
  justify?: GroupProps['justify'];
};

export function ActionRow(props: Props) {
  return (
    <Group justify={props.justify}>
      <Button variant="default" onClick={props.onBack} disabled={props.backDisabled}>
        {props.backLabel}
      </Button>
      <Button
        color={props.color}
        leftSection={props.icon}
        loading={props.loading}
        disabled={props.disabled}
        onClick={props.onAction}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
    </Group>
  );
}
