// The two report queries: every breakdown of one filtered population, or of the distributions covered, in one answer.
import { graphql } from '../generated/gql.js';

export const BeneficiaryListReportDocument = graphql(`
  query BeneficiaryListReport($input: BeneficiaryListReportInput!) {
    beneficiaryListReport(input: $input) {
      totals {
        families
        familyMembers
        people
      }
      sexAge {
        gender
        ageBand
        families
        people
      }
      nationality {
        nationality
        families
        people
      }
      creationMethod {
        creationMethod
        families
      }
      familySize {
        familyMembers
        orMore
        families
      }
      registrations {
        periodStart
        families
      }
      duplicatesTotal
      lastDeduplication
      lists {
        listId
        listName
        families
        familyMembers
        people
        byGender {
          gender
          families
        }
      }
    }
  }
`);

export const DistributionSummaryReportDocument = graphql(`
  query DistributionSummaryReport($input: DistributionSummaryInput!) {
    distributionSummaryReport(input: $input) {
      distributions {
        distributionId
        distributionName
        programId
        programName
        distributionType
        distributionStatus
        currency
        planned {
          families
          people
          amount
        }
        approved
        notified {
          sent
          error
        }
        paymentStatus {
          status
          count
        }
        voucherUsage {
          status
          count
        }
        collection {
          status
          count
        }
        items {
          name
          unit
          planned
          delivered
        }
        redeemed
        outstanding
        monitoring {
          question
          answerType
          answered
          yes
          no
          average
        }
        reconciliation {
          entitled {
            families
            amount
          }
          redeemed {
            families
            amount
          }
          paid {
            families
            amount
          }
          outstanding {
            families
            amount
          }
          expired {
            families
            amount
          }
          failed {
            families
            amount
          }
          conflicts
          indicator
        }
      }
      totals {
        currency
        distributions
        families
        people
        planned
        redeemed
        paid
        outstanding
      }
      budgets {
        programId
        programName
        currency
        budget
        used
        unconverted
      }
      overTime {
        day
        redemptions
        redeemed {
          currency
          amount
        }
        handovers
        paymentsCompleted
      }
      scanners {
        userId
        name
        redemptions
        handovers
      }
      offlineConflicts {
        total
        unresolved
      }
      reached {
        gender
        ageBand
        families
        people
      }
    }
  }
`);
