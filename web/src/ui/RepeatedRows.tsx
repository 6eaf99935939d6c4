// The rows of a list inside a form (@mantine/form): each row's fields with a remove button at its end, then the
// button that adds an empty row. Rows have no id of their own until saved; their place in the list is what the form
// and the API's errors name, so it is their key.
import { ActionIcon, Button, Group, type MantineSpacing } from '@mantine/core';
import type { FormArrayElement, LooseKeys, UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props<V, P extends LooseKeys<V>> = {
  form: UseFormReturnType<V>;
  /** The list's path in the form's values, e.g. `items`. */
  path: P;
  rows: readonly unknown[];
  /** A new row's values (copied for each row). */
  empty: FormArrayElement<V, P>;
  /** The fields of the row at `index`. */
  children: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  addLabel: string;
  rowTestId?: string;
  gap?: MantineSpacing;
  addMt?: MantineSpacing;
};

export function RepeatedRows<V, P extends LooseKeys<V>>({
  form,
  path,
  rows,
  empty,
  children,
  removeLabel,
  addLabel,
  rowTestId,
  gap,
  addMt,
}: Props<V, P>) {
  return (
    <>
      {rows.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: see the opening comment.
        <Group key={index} align="flex-start" gap={gap} wrap="nowrap" data-testid={rowTestId}>
          {children(index)}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={removeLabel(index)}
            onClick={() => form.removeListItem(path, index)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Group mt={addMt}>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => form.insertListItem(path, { ...empty })}
        >
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
