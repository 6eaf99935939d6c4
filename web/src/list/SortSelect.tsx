// The order of a list: the sorts it offers (from its declaration, via useListState), named by the page.
import type { SortOption } from '@aid/common/enums';
import { NativeSelect } from '@mantine/core';

type Props = {
  state: { sort: SortOption; sorts: readonly SortOption[]; setSort(sort: SortOption): void };
  label: string;
  optionLabel: (option: SortOption) => string;
  width?: number;
};

export function SortSelect({ state, label, optionLabel, width = 240 }: Props) {
  return (
    <NativeSelect
      label={label}
      value={state.sort}
      onChange={(e) => state.setSort(e.currentTarget.value as SortOption)}
      data={state.sorts.map((option) => ({ value: option, label: optionLabel(option) }))}
      w={width}
    />
  );
}
