// What the report filters offer: the lists, countries, programs and distributions the user can see, read with the
// same fields their own pages read (beneficiaryLists, countries, programs, distributions). At most 100 of each: a
// filter is picked from a searchable list, and an organisation with more can still share a link naming others.
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
