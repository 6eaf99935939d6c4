// The figures a list's page and an import's report open with (families, members; rows valid, invalid…): each a label
// over its number, in the user's number format, on a grid that folds on narrow screens.
import { SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import { useNumberFormat } from '../ui/language.js';

export type Figure = {
  label: string;
  value: number;
  testId: string;
  /** Draws the eye to a number that needs attention (invalid or duplicate rows). */
  colour?: string;
};

export function Figures(props: { figures: readonly Figure[]; cols: SimpleGridProps['cols']; size: 'lg' | 'xl' }) {
  const count = new Intl.NumberFormat(useNumberFormat());
  return (
    <SimpleGrid cols={props.cols} spacing="lg">
      {props.figures.map((figure) => (
        <div key={figure.testId}>
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={600} size={props.size} c={figure.colour} data-testid={figure.testId}>
            {count.format(figure.value)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
