// A row's actions on a member: resend, disable and enable at once (the answer says how it went), remove after a
// confirmation, change roles in a form. Refusals the user can act on (the last administrator, oneself) come back as
// the result's message; other failures as the error's.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import type { RolesTarget } from './ChangeRolesModal.js';
import type { ActionTarget, MemberAction } from './UserTable.js';

const ChangeRolesModal = lazy(() => import('./ChangeRolesModal.js').then((m) => ({ default: m.ChangeRolesModal })));

export const ResendInvitationDocument = graphql(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      userAccount {
        userId
        status
      }
      code
      message
    }
  }
`);

export const DisableMemberDocument = graphql(`
  mutation DisableMember($id: ID!) {
    disableMember(id: $id) {
      userAccount {
        userId
        status
      }
      code
      message
    }
  }
`);

export const EnableMemberDocument = graphql(`
  mutation EnableMember($id: ID!) {
    enableMember(id: $id) {
      userAccount {
        userId
        status
      }
      code
      message
    }
  }
`);

export const RemoveMemberDocument = graphql(`
  mutation RemoveMember($id: ID!) {
    removeMember(id: $id) {
      userId
      code
      message
    }
  }
`);

type Answer = { code?: string | null; message?: string | null } | null | undefined;

export type MemberActions = {
  start(action: MemberAction, member: ActionTarget): void;
  removing: ActionTarget | null;
  removeError: string | null;
  removingNow: boolean;
  confirmRemove(): Promise<void>;
  cancelRemove(): void;
  changingRoles: RolesTarget | null;
  closeRoles(changedEmail?: string): void;
};

/** `onChanged` runs after every change (the page asks for the list again: members have no cache identity). */
export function useMemberActions(onChanged: () => void): MemberActions {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [resend] = useMutation(ResendInvitationDocument);
  const [disable] = useMutation(DisableMemberDocument);
  const [enable] = useMutation(EnableMemberDocument);
  const [remove, { loading: removingNow }] = useMutation(RemoveMemberDocument);
  const [removing, setRemoving] = useState<ActionTarget | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [changingRoles, setChangingRoles] = useState<RolesTarget | null>(null);

  /** Shows how a one-click action went; true when it was done. */
  const report = (answer: Answer, done: boolean, success: string): boolean => {
    if (done) {
      showAlert('success', success);
      onChanged();
      return true;
    }
    showAlert('error', t('users.failed', { message: answer?.message ?? answer?.code ?? '' }));
    return false;
  };

  const run = async (action: 'resend' | 'disable' | 'enable', member: ActionTarget) => {
    const variables = { id: member.userId };
    try {
      if (action === 'resend') {
        const answer = (await resend({ variables })).data?.resendInvitation;
        report(answer, Boolean(answer?.userAccount), t('users.done.resent', { email: member.email }));
      } else if (action === 'disable') {
        const answer = (await disable({ variables })).data?.disableMember;
        report(answer, Boolean(answer?.userAccount), t('users.done.disabled', { email: member.email }));
      } else {
        const answer = (await enable({ variables })).data?.enableMember;
        report(answer, Boolean(answer?.userAccount), t('users.done.enabled', { email: member.email }));
      }
    } catch (error) {
      showAlert('error', t('users.failed', { message: errorMessage(error, t) }));
    }
  };

  return {
    start(action, member) {
      if (action === 'remove') {
        setRemoveError(null);
        setRemoving(member);
      } else if (action === 'changeRoles') {
        setChangingRoles({ userId: member.userId, email: member.email, roleIds: member.roleIds });
      } else {
        void run(action, member);
      }
    },
    removing,
    removeError,
    removingNow,
    async confirmRemove() {
      if (!removing) return;
      setRemoveError(null);
      try {
        const answer = (await remove({ variables: { id: removing.userId } })).data?.removeMember;
        if (!answer?.userId) {
          setRemoveError(answer?.message ?? answer?.code ?? t('users.form.failed'));
          return;
        }
        setRemoving(null);
        showAlert('success', t('users.done.removed', { email: removing.email }));
        onChanged();
      } catch (error) {
        setRemoveError(errorMessage(error, t));
      }
    },
    cancelRemove: () => setRemoving(null),
    changingRoles,
    closeRoles(changedEmail) {
      setChangingRoles(null);
      if (changedEmail) {
        showAlert('success', t('users.done.rolesChanged', { email: changedEmail }));
        onChanged();
      }
    },
  };
}

/** The remove confirmation and the roles form, as the actions open them. */
export function MemberActionsDialogs({ actions }: { actions: MemberActions }) {
  const { t } = useTranslation();
  const { removing } = actions;
  return (
    <>
      <Modal
        opened={removing !== null}
        onClose={actions.cancelRemove}
        title={t('users.remove.title')}
        centered
        data-testid="user-remove-dialog"
      >
        <Stack gap="sm">
          <Text size="sm" data-testid="user-remove-question">
            {t('users.remove.question', { email: removing?.email ?? '' })}
          </Text>
          {actions.removeError && (
            <Alert color="red" role="alert">
              {actions.removeError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={actions.cancelRemove} disabled={actions.removingNow}>
              {t('users.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => void actions.confirmRemove()}
              loading={actions.removingNow}
              data-testid="user-remove-confirm"
            >
              {t('users.remove.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {actions.changingRoles && (
        <Suspense fallback={null}>
          <ChangeRolesModal
            member={actions.changingRoles}
            onClose={() => actions.closeRoles()}
            onChanged={(email) => actions.closeRoles(email)}
          />
        </Suspense>
      )}
    </>
  );
}
