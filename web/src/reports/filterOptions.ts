// What the report filters offer: the lists, countries, programs and distributions the user can see, read with the
// same fields their own pages read (beneficiaryLists, countries, programs, distributions). At most 100 of each: a
// filter is picked from a searchable list, and an organisation with more can still share a link naming others.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';

export const ReportListOptionsDocument = graphql(`
  query ReportListOptions {
    beneficiaryLists(first: 100, sort: NAME) {
      edges {
        node {
          beneficiaryListId
          listName
          listType
        }
      }
    }
  }
`);

export const ReportCountryOptionsDocument = graphql(`
  query ReportCountryOptions {
    countries {
      alpha2
      name
    }
  }
`);

export const ReportProgramOptionsDocument = graphql(`
  query ReportProgramOptions {
    programs(first: 100, sort: NAME) {
      edges {
        node {
          programId
          programName
        }
      }
    }
  }
`);

export const ReportDistributionOptionsDocument = graphql(`
  query ReportDistributionOptions($filter: DistributionFilter) {
    distributions(first: 100, sort: NAME, filter: $filter) {
      edges {
        node {
          distributionId
          distributionName
          programId
        }
      }
    }
  }
`);

/** A value a filter offers, named for the reader. */
export type FilterOption = { value: string; label: string };

/** What a filter offers, and why it offers nothing when its query failed. */
export type FilterOptions = { options: FilterOption[]; error: unknown };

/** A connection's nodes as options. */
function nodeOptions<N>(connection: { edges: readonly { node: N }[] } | undefined, option: (node: N) => FilterOption) {
  return (connection?.edges ?? []).map(({ node }) => option(node));
}

// Each query keeps what it could read: a member limited to programs may not list lists or countries, and the other
// filters still work.

/** The lists, the master list named as such. */
export function useListOptions(): FilterOptions {
  const { t } = useTranslation();
  const { data, error } = useQuery(ReportListOptionsDocument, { errorPolicy: 'all' });
  return {
    error,
    options: nodeOptions(data?.beneficiaryLists, (node) => ({
      value: node.beneficiaryListId,
      label: node.listType === 'MASTER' ? t('reports.filters.masterList', { name: node.listName }) : node.listName,
    })),
  };
}

/** The countries by their code (alpha-2), named. */
export function useCountryOptions(): FilterOptions {
  const { data, error } = useQuery(ReportCountryOptionsDocument, { errorPolicy: 'all' });
  return { error, options: (data?.countries ?? []).map((c) => ({ value: c.alpha2, label: c.name })) };
}

export function useProgramOptions(): FilterOptions {
  const { data, error } = useQuery(ReportProgramOptionsDocument, { errorPolicy: 'all' });
  return {
    error,
    options: nodeOptions(data?.programs, (node) => ({ value: node.programId, label: node.programName })),
  };
}

/** The distributions of the programs chosen, or of every program when none is. */
export function useDistributionOptions(programIds: readonly string[]): FilterOptions {
  const { data, error } = useQuery(ReportDistributionOptionsDocument, {
    variables: {
      filter: programIds.length
        ? { connector: 'AND', conditions: [{ field: 'PROGRAM_ID', operator: 'IN', values: [...programIds] }] }
        : null,
    },
    errorPolicy: 'all',
  });
  return {
    error,
    options: nodeOptions(data?.distributions, (node) => ({ value: node.distributionId, label: node.distributionName })),
  };
}
