// An in-kind family's items on the scanner: what it is entitled to, what it has collected, and the button that
// records the hand-over of everything still to collect.
import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ScanItem = { name: string; unit: string; quantity: number; collected: number };

type Props = {
  items: readonly ScanItem[];
  busy: boolean;
  disabled: boolean;
  onCollect: () => void;
};

/** A quantity in its item's unit: whole numbers as they are, others to two decimals. */
export const formatQuantity = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export function InKindItems({ items, busy, disabled, onCollect }: Props) {
  const { t } = useTranslation();
  const left = items.filter((i) => i.quantity - i.collected > 0);
  return (
    <Stack gap="sm">
      <Table data-testid="in-kind-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('scanning.inKind.item')}</Table.Th>
            <Table.Th>{t('scanning.inKind.entitled')}</Table.Th>
            <Table.Th>{t('scanning.inKind.collected')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.name} data-testid="in-kind-item">
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>
                {formatQuantity(item.quantity)} {item.unit}
              </Table.Td>
              <Table.Td>
                {formatQuantity(item.collected)} {item.unit}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {left.length > 0 ? (
        <Button
          color="green"
          size="md"
          loading={busy}
          disabled={disabled}
          onClick={onCollect}
          data-testid="collect-all"
        >
          {t('scanning.inKind.collectAll')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('scanning.inKind.nothingLeft')}
        </Text>
      )}
    </Stack>
  );
}
