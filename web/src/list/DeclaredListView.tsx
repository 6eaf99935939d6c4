// A list declared in common/ (fields, sorts) shown with the generic filter builder: its texts come from the list's
// own section of the translations, whose keys every such list has alike (`<section>.fields.<FIELD>`,
// `.sort.label`, `.sort.<SORT>`, `.loadError`, `.total`, `.empty`, `.emptyFiltered`). The page keeps its enum
// names, icon, title and actions.
import type { SortOption } from '@aid/common/enums';
import type { FieldSet, ListDeclaration } from '@aid/common/fields';
import type { ParseKeys } from 'i18next';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBuilder, type FilterBuilderProps } from './FilterBuilder.js';
import { ListView } from './ListView.js';
import type { ListState } from './useListState.js';

/** The translation sections of the declared lists (checked against their declarations by a test). */
export type ListSection = 'programs' | 'beneficiaryLists' | 'distributions' | 'activity';

type Props<F extends FieldSet> = Pick<
  ComponentProps<typeof ListView>,
  'connection' | 'testId' | 'aside' | 'notice' | 'count' | 'children'
> & {
  declaration: ListDeclaration<F>;
  list: ListState<F>;
  section: ListSection;
  enumLabel: FilterBuilderProps<F>['enumLabel'];
  sortWidth?: number;
  empty: { icon: ReactNode; hint?: string; actions?: ReactNode };
};

export function DeclaredListView<F extends FieldSet>({
  declaration,
  list,
  section,
  enumLabel,
  sortWidth = 280,
  empty,
  ...view
}: Props<F>) {
  const { t } = useTranslation();
  // The section's keys for a declared field or sort exist (the test walks every declaration); TypeScript cannot
  // follow a key built from a field's name, so it is named a key here, once.
  const text = (key: string, values: Record<string, unknown> = {}) => t(`${section}.${key}` as ParseKeys, values);
  const filtered = Boolean(list.filter);
  return (
    <ListView
      {...view}
      loadError={(message) => t(`${section}.loadError`, { message })}
      filters={
        <FilterBuilder
          declaration={declaration}
          fieldLabel={(field) => text(`fields.${field}`)}
          enumLabel={enumLabel}
          initial={list.filter}
          onApply={list.setFilter}
        />
      }
      sort={{
        state: list,
        label: t(`${section}.sort.label`),
        optionLabel: (option: SortOption) => text(`sort.${option}`),
        width: sortWidth,
      }}
      total={(total) => text('total', { total })}
      empty={{
        icon: empty.icon,
        title: filtered ? t(`${section}.emptyFiltered`) : t(`${section}.empty`),
        description: filtered ? undefined : empty.hint,
        actions: filtered ? undefined : empty.actions,
      }}
    />
  );
}
