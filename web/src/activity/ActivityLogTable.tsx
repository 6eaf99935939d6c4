// The activity log as a table: when, who, what action on which object, and the fields it changed. A click on a
// person narrows the list to their changes (the filter takes a user id, which the page never shows).
import { Anchor, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { ActivityLogTable_LogFragment } from '../generated/graphql.js';
import { Dimmed, KindBadge, personName } from '../list/cells.js';
import { DataTable } from '../list/DataTable.js';
import { programViewPath } from '../programs/ProgramTable.js';
import { formatDateTime } from '../ui/format.js';

export const ActivityLogTableFragment = graphql(`
  fragment ActivityLogTable_log on ActivityLog {
    logId
    action
    objectType
    objectId
    section
    sitePath
    createdAt
    user {
      userId
      userFullName
      email
    }
    changes {
      field
      from
      to
    }
  }
`);

/** Where an entry's object is shown, for the kinds of object that have a page. */
export function objectPath(objectType: string, objectId: string): string | null {
  switch (objectType) {
    case 'PROGRAM':
      return programViewPath(objectId);
    case 'API_KEY':
      return '/api-keys';
    // The members' and roles' pages list them all; neither has a page per object yet.
    case 'USER':
    case 'MEMBERSHIP':
      return '/users';
    case 'ROLE':
      return '/users?tab=roles';
    case 'ACCOUNT':
      return '/profile/view';
    case 'JOB':
      return '/jobs';
    case 'BENEFICIARY':
      return `/beneficiaries/${encodeURIComponent(objectId)}`;
    case 'BENEFICIARY_LIST':
      return `/beneficiary-lists/${encodeURIComponent(objectId)}`;
    default:
      return null;
  }
}

/** Changed fields shown in the row; the rest are counted (all of them are in the tooltip). */
const SHOWN_CHANGES = 3;

const ACTION_COLOURS = {
  CREATE: 'green',
  UPDATE: 'blue',
  DELETE: 'red',
  CANCEL: 'orange',
  REVOKE: 'red',
  SIGN_IN: 'gray',
  INVITE: 'teal',
  RESEND_INVITATION: 'teal',
  ENABLE: 'green',
  DISABLE: 'orange',
  SWITCH_ORGANIZATION: 'grape',
  IMPORT: 'indigo',
  MERGE: 'violet',
  MARK_DISTINCT: 'gray',
  SUBMIT: 'blue',
  APPROVE: 'green',
  DISAPPROVE: 'red',
  RESOLVE: 'teal',
} as const;

/** A changed value as a person reads it: JSON text without its quotes, nothing for null. */
function shown(value: string | null | undefined): string {
  if (value === null || value === undefined) return '∅';
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

type Props = {
  logs: readonly FragmentType<typeof ActivityLogTableFragment>[];
  numberFormat: string;
  onUser: (userId: string) => void;
};

export function ActivityLogTable({ logs: logRefs, numberFormat, onUser }: Props) {
  const logs = getFragmentData(ActivityLogTableFragment, logRefs);
  const { t } = useTranslation();
  return (
    <DataTable
      rows={logs}
      rowKey={(log) => log.logId}
      label={t('activity.title')}
      testId="activity-table"
      rowTestId="activity-row"
      minWidth={900}
      columns={[
        { header: t('activity.columns.when'), cell: (log) => formatDateTime(log.createdAt, numberFormat) },
        {
          header: t('activity.columns.who'),
          cell: ({ user }) =>
            user ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                title={t('activity.onlyUser', { user: user.email })}
                onClick={() => onUser(user.userId)}
                data-testid="activity-user"
              >
                {personName(user)}
              </Anchor>
            ) : (
              <Dimmed>{t('activity.unknownUser')}</Dimmed>
            ),
        },
        {
          header: t('activity.columns.action'),
          cell: (log) => (
            <KindBadge color={ACTION_COLOURS[log.action]} testId="activity-action">
              {t(`activity.actions.${log.action}`)}
            </KindBadge>
          ),
        },
        { header: t('activity.columns.object'), cell: (log) => <ObjectCell log={log} /> },
        { header: t('activity.columns.changes'), cell: (log) => <ChangesCell changes={log.changes} /> },
      ]}
    />
  );
}

type Log = ActivityLogTable_LogFragment;

/** The kind of object (and its section), and its id: a link where the object has a page. */
function ObjectCell({ log }: { log: Pick<Log, 'objectType' | 'objectId' | 'section'> }) {
  const { t } = useTranslation();
  const path = objectPath(log.objectType, log.objectId);
  return (
    <>
      <Text size="sm">
        {t(`activity.objectTypes.${log.objectType}`)}
        {log.section && (
          <Text span size="xs" c="dimmed" data-testid="activity-section">
            {' · '}
            {t(`activity.sectionNames.${log.section}`)}
          </Text>
        )}
      </Text>
      {path ? (
        <Anchor component={Link} to={path} size="xs">
          {log.objectId}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed">
          {log.objectId}
        </Text>
      )}
    </>
  );
}

/** The first changes in the row, all of them in the tooltip. */
function ChangesCell({ changes }: { changes: Log['changes'] }) {
  const { t } = useTranslation();
  const all = changes.map((c) => `${c.field}: ${shown(c.from)} → ${shown(c.to)}`);
  if (all.length === 0) return t('activity.noChanges');
  return (
    <Tooltip label={all.join('\n')} multiline maw={480} style={{ whiteSpace: 'pre-line' }}>
      <Text size="sm" data-testid="activity-changes">
        {all.slice(0, SHOWN_CHANGES).join('; ')}
        {all.length > SHOWN_CHANGES && ` ${t('activity.moreChanges', { count: all.length - SHOWN_CHANGES })}`}
      </Text>
    </Tooltip>
  );
}
