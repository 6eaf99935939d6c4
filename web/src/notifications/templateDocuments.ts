// The message templates' GraphQL documents, shared by the page and its editor.
import { graphql } from '../generated/gql.js';

export const MessageTemplatesDocument = graphql(`
  query MessageTemplates {
    messageTemplates(first: 100) {
      totalCount
      edges {
        node {
          templateId
          language
          channel
          subject
          body
          isDefaultLanguage
          updatedAt
        }
      }
    }
    notificationSettings {
      defaultLanguage
    }
  }
`);

export const CreateMessageTemplateDocument = graphql(`
  mutation CreateMessageTemplate($input: CreateMessageTemplateInput!) {
    createMessageTemplate(input: $input) {
      messageTemplate {
        templateId
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
        message
      }
    }
  }
`);

export const UpdateMessageTemplateDocument = graphql(`
  mutation UpdateMessageTemplate($id: ID!, $input: UpdateMessageTemplateInput!) {
    updateMessageTemplate(id: $id, input: $input) {
      messageTemplate {
        templateId
        subject
        body
        updatedAt
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
        message
      }
    }
  }
`);

export const DeleteMessageTemplateDocument = graphql(`
  mutation DeleteMessageTemplate($id: ID!) {
    deleteMessageTemplate(id: $id) {
      deletedTemplateId
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

export const UpdateNotificationSettingsDocument = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      notificationSettings {
        defaultLanguage
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
        message
      }
    }
  }
`);
