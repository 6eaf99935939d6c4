// The objects a SELECTED cell is limited to. Programs are searched by name (the programs query with a CONTAINS
// filter, sorted by name, more on demand) and the chosen ones are shown by name; beneficiary lists cannot be
// searched yet, so their ids are typed in.
import { SELECTED_OBJECT_KIND } from '@aid/common/roles';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  Pill,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import type { ProgramFilter, Section } from '../generated/graphql.js';
import { errorMessage } from '../ui/errorMessage.js';

export const RolePickerProgramsDocument = graphql(`
  query RolePickerPrograms($first: Int!, $filter: ProgramFilter) {
    programs(first: $first, filter: $filter, sort: NAME) {
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          programId
          programName
        }
      }
    }
  }
`);

/** Results per step of "Show more"; the list's page limit caps it (a narrower search finds the rest). */
export const PICKER_PAGE = 20;
const PICKER_MAX = 100;
/** Chosen programs named at once (the filter's IN limit); the rest are counted. */
const NAMED_MAX = 100;

type Props = {
  section: Section;
  /** "Programs: View", for the title. */
  cellLabel: string;
  objectIds: readonly string[];
  onDone: (objectIds: string[]) => void;
  onCancel: () => void;
};

export function ObjectPicker({ section, cellLabel, objectIds, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([...objectIds]);
  const [listIds, setListIds] = useState(objectIds.join('\n'));
  // PROGRAMS and REPORTS name programs (common's SELECTED_OBJECT_KIND); only beneficiary lists are typed in.
  const programs = SELECTED_OBJECT_KIND[section] === 'program';

  const done = () => {
    if (programs) onDone(chosen);
    else onDone([...new Set(listIds.split(/[\s,]+/).filter((id) => id.length > 0))]);
  };

  return (
    <Modal opened onClose={onCancel} title={t('roles.picker.title', { cell: cellLabel })} size="lg" centered>
      <Stack gap="sm" data-testid="object-picker">
        {programs ? (
          <ProgramChoice chosen={chosen} onChange={setChosen} />
        ) : (
          <Textarea
            label={t('roles.picker.listIds')}
            description={t('roles.picker.listIdsHint')}
            autosize
            minRows={4}
            maxRows={12}
            value={listIds}
            onChange={(e) => setListIds(e.currentTarget.value)}
            data-testid="picker-list-ids"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('roles.picker.cancel')}
          </Button>
          <Button onClick={done} data-testid="picker-done">
            {t('roles.picker.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ProgramChoice({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [first, setFirst] = useState(PICKER_PAGE);
  const filter: ProgramFilter | undefined = debounced
    ? { conditions: [{ field: 'PROGRAM_NAME', operator: 'CONTAINS', value: debounced }] }
    : undefined;
  const results = useQuery(RolePickerProgramsDocument, {
    variables: filter ? { first, filter } : { first },
  });
  // The chosen ones by name, asked once for what the picker opened with; names of later picks come from results.
  const [initial] = useState(() => chosen.slice(0, NAMED_MAX));
  const named = useQuery(RolePickerProgramsDocument, {
    skip: initial.length === 0,
    variables: {
      first: NAMED_MAX,
      filter: { conditions: [{ field: 'PROGRAM_ID', operator: 'IN', values: initial }] },
    },
  });
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const data of [named.data, results.data]) {
      for (const edge of data?.programs.edges ?? []) map.set(edge.node.programId, edge.node.programName);
    }
    return map;
  }, [named.data, results.data]);

  const toggle = (programId: string, on: boolean) =>
    onChange(on ? [...chosen, programId] : chosen.filter((id) => id !== programId));
  // The last answer stays on screen while a new search is asked, so the list does not flicker at each key.
  const page = results.data ?? results.previousData;
  const edges = page?.programs.edges ?? [];
  const shown = chosen.slice(0, NAMED_MAX);

  return (
    <>
      <TextInput
        label={t('roles.picker.search')}
        placeholder={t('roles.picker.searchPlaceholder')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setFirst(PICKER_PAGE);
        }}
        data-autofocus
        data-testid="picker-search"
      />
      {results.error && !page ? (
        <Alert color="red" role="alert" data-testid="picker-error">
          {t('roles.picker.loadError', { message: errorMessage(results.error, t) })}
        </Alert>
      ) : results.loading && !page ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('app.loading')} data-testid="picker-loading" />
        </Center>
      ) : edges.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="picker-empty">
          {t('roles.picker.noResults')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260}>
          <Stack gap={6}>
            {edges.map(({ node }) => (
              <Checkbox
                key={node.programId}
                label={node.programName}
                checked={chosen.includes(node.programId)}
                onChange={(e) => toggle(node.programId, e.currentTarget.checked)}
                data-testid="picker-option"
              />
            ))}
            {page?.programs.pageInfo.hasNextPage && first < PICKER_MAX && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setFirst(Math.min(PICKER_MAX, first + PICKER_PAGE))}
                data-testid="picker-more"
              >
                {t('roles.picker.loadMore')}
              </Button>
            )}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Text size="sm" fw={500}>
        {t('roles.picker.chosen')}
      </Text>
      {chosen.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('roles.picker.none')}
        </Text>
      ) : (
        <Group gap={6} data-testid="picker-chosen">
          {shown.map((id) => (
            <Pill
              key={id}
              withRemoveButton
              onRemove={() => toggle(id, false)}
              removeButtonProps={{ 'aria-label': t('roles.picker.remove', { name: names.get(id) ?? id }) }}
            >
              {names.get(id) ?? id}
            </Pill>
          ))}
          {chosen.length > shown.length && (
            <Text size="sm" c="dimmed">
              {t('roles.picker.more', { count: chosen.length - shown.length })}
            </Text>
          )}
        </Group>
      )}
    </>
  );
}
