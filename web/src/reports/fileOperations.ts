// Reports as files (schema/reports.files.graphql): ask for a file of a report, watch its job, list the files and the
// schedules. The start and schedule mutations answer only ids and refusals: the file itself is then read (and polled)
// through reportFile, so one shape of a report file serves the export panel and the /reports list.
import { graphql } from '../generated/gql.js';

export const ReportFileFields = graphql(`
  fragment ReportFile_fields on ReportFile {
    reportId
    kind
    format
    table
    title
    jobId
    status
    progressDone
    progressTotal
    errorMessage
    fileName
    sizeBytes
    downloadUrl
    scheduleId
    createdBy
    createdAt
    finishedAt
  }
`);

export const ReportFileDocument = graphql(`
  query ReportFile($id: ID!) {
    reportFile(id: $id) {
      reportId
      status
      ...ReportFile_fields
    }
  }
`);

export const ReportFilesDocument = graphql(`
  query ReportFiles($first: Int, $after: String) {
    reportFiles(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...Pager_pageInfo
      }
      edges {
        node {
          reportId
          status
          ...ReportFile_fields
        }
      }
    }
  }
`);

export const ReportSchedulesDocument = graphql(`
  query ReportSchedules {
    reportSchedules {
      scheduleId
      kind
      format
      table
      frequency
      title
      nextRunAt
      lastReportId
      createdBy
      createdAt
    }
  }
`);

export const StartBeneficiaryListReportFileDocument = graphql(`
  mutation StartBeneficiaryListReportFile(
    $input: BeneficiaryListReportInput!
    $format: ReportFormat!
    $table: ReportTable
    $language: String
  ) {
    startBeneficiaryListReportFile(input: $input, format: $format, table: $table, language: $language) {
      report {
        reportId
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

export const StartDistributionSummaryReportFileDocument = graphql(`
  mutation StartDistributionSummaryReportFile(
    $input: DistributionSummaryInput!
    $format: ReportFormat!
    $table: ReportTable
    $language: String
  ) {
    startDistributionSummaryReportFile(input: $input, format: $format, table: $table, language: $language) {
      report {
        reportId
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

export const ScheduleBeneficiaryListReportDocument = graphql(`
  mutation ScheduleBeneficiaryListReport(
    $input: BeneficiaryListReportInput!
    $format: ReportFormat!
    $table: ReportTable
    $language: String
    $frequency: ReportFrequency!
  ) {
    scheduleBeneficiaryListReport(
      input: $input
      format: $format
      table: $table
      language: $language
      frequency: $frequency
    ) {
      schedule {
        scheduleId
        nextRunAt
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

export const ScheduleDistributionSummaryReportDocument = graphql(`
  mutation ScheduleDistributionSummaryReport(
    $input: DistributionSummaryInput!
    $format: ReportFormat!
    $table: ReportTable
    $language: String
    $frequency: ReportFrequency!
  ) {
    scheduleDistributionSummaryReport(
      input: $input
      format: $format
      table: $table
      language: $language
      frequency: $frequency
    ) {
      schedule {
        scheduleId
        nextRunAt
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

export const DeleteReportScheduleDocument = graphql(`
  mutation DeleteReportSchedule($id: ID!) {
    deleteReportSchedule(id: $id) {
      schedule {
        scheduleId
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);
