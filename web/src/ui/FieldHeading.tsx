// The heading of a group of fields that has no label of its own (a list's property rows, a permission matrix):
// its name and a hint under it.
import { type MantineSpacing, Stack, Text } from '@mantine/core';

export function FieldHeading({ label, hint, gap = 0 }: { label: string; hint: string; gap?: MantineSpacing }) {
  return (
    <Stack gap={gap}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
