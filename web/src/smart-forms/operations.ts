// The smart forms domain's GraphQL operations: the forms list, the lists a form can feed, one form for the builder,
// and the changes (create, save the draft, publish, close). Every mutation answers the whole form as the builder
// shows it, so the page goes on from the server's own copy.
import { graphql } from '../generated/gql.js';

export const SMART_FORMS_PAGE_SIZE = 20;

export const SmartFormsDocument = graphql(`
  query SmartForms($first: Int, $after: String, $status: SmartFormStatus, $withTotal: Boolean!) {
    smartForms(first: $first, after: $after, status: $status) {
      totalCount @include(if: $withTotal)
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          smartFormId
          ...SmartFormTable_form
        }
      }
    }
  }
`);

/**
 * The organisation's custom lists a form can feed (spec §3: submissions join a CUSTOM list), with the properties
 * its elements may fill. The first 100, newest first, as the distribution form's list select offers them.
 */
export const SmartFormTargetListsDocument = graphql(`
  query SmartFormTargetLists {
    beneficiaryLists(first: 100, filter: { conditions: [{ field: LIST_TYPE, operator: EQUAL, value: "CUSTOM" }] }) {
      edges {
        node {
          beneficiaryListId
          listName
          viewerCanUpdate
        }
      }
    }
  }
`);

/** The target list of one form, for its name and the properties its elements may fill. */
export const SmartFormTargetListDocument = graphql(`
  query SmartFormTargetList($id: ID!) {
    beneficiaryList(id: $id) {
      beneficiaryListId
      listName
      propertyList {
        key
        label
        type
      }
    }
  }
`);

export const SmartFormDefinitionFragment = graphql(`
  fragment SmartFormDefinition_fields on SmartFormDefinition {
    languages
    defaultLanguage
    pages {
      pageId
      name
      title {
        language
        text
      }
      relevant
      elements {
        elementId
        name
        type
        label {
          language
          text
        }
        hint {
          language
          text
        }
        required
        min
        max
        pattern
        constraint
        constraintMessage {
          language
          text
        }
        relevant
        choices {
          value
          label {
            language
            text
          }
        }
        beneficiaryField
        property
      }
    }
  }
`);

export const SmartFormBuilderFragment = graphql(`
  fragment SmartFormBuilder_form on SmartForm {
    smartFormId
    formName
    description
    status
    targetListId
    publishedVersion
    publicPath
    updatedAt
    draft {
      ...SmartFormDefinition_fields
    }
    versions {
      version
      publishedAt
      publishedBy
    }
  }
`);

export const SmartFormDocument = graphql(`
  query SmartForm($id: ID!) {
    smartForm(id: $id) {
      ...SmartFormBuilder_form
    }
  }
`);

export const CreateSmartFormDocument = graphql(`
  mutation CreateSmartForm($input: CreateSmartFormInput!) {
    createSmartForm(input: $input) {
      smartForm {
        smartFormId
        formName
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

export const UpdateSmartFormDocument = graphql(`
  mutation UpdateSmartForm($id: ID!, $input: UpdateSmartFormInput!) {
    updateSmartForm(id: $id, input: $input) {
      smartForm {
        ...SmartFormBuilder_form
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

export const PublishSmartFormDocument = graphql(`
  mutation PublishSmartForm($id: ID!) {
    publishSmartForm(id: $id) {
      smartForm {
        ...SmartFormBuilder_form
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

export const CloseSmartFormDocument = graphql(`
  mutation CloseSmartForm($id: ID!) {
    closeSmartForm(id: $id) {
      smartForm {
        ...SmartFormBuilder_form
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
