// A row's actions on a member: resend, disable and enable at once (the answer says how it went), remove after a
// confirmation, change roles in a form. Refusals the user can act on (the last administrator, oneself) come back as
// the result's message; other failures as the error's.
import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { type Confirmation, ConfirmDialog, useConfirmation } from '../list/ConfirmDialog.js';
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

export const DisableMemberDocument = graphql(`
  mutation DisableMember($id: ID!) {
    disableMember(id: $id) {
      userAccount {
        userId
        status
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

export const EnableMemberDocument = graphql(`
  mutation EnableMember($id: ID!) {
    enableMember(id: $id) {
      userAccount {
        userId
        status
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

export const RemoveMemberDocument = graphql(`
  mutation RemoveMember($id: ID!) {
    removeMember(id: $id) {
      userId
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

export type MemberActions = {
  start(action: MemberAction, member: ActionTarget): void;
  removal: Confirmation<ActionTarget>;
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
  const [remove] = useMutation(RemoveMemberDocument);
  const removal = useConfirmation(async (member: ActionTarget) => {
    const answer = (await remove({ variables: { id: member.userId } })).data?.removeMember;
    if (!answer?.userId) return refusalMessage(t, answer) ?? answer?.code ?? t('users.form.failed');
    showAlert('success', t('users.done.removed', { email: member.email }));
    onChanged();
    return null;
  });
  const [changingRoles, setChangingRoles] = useState<RolesTarget | null>(null);

  // The one-click actions: how each is sent, and the alert that says it was done.
  const oneClick = {
    resend: {
      send: async (id: string) => (await resend({ variables: { id } })).data?.resendInvitation,
      done: 'users.done.resent',
    },
    disable: {
      send: async (id: string) => (await disable({ variables: { id } })).data?.disableMember,
      done: 'users.done.disabled',
    },
    enable: {
      send: async (id: string) => (await enable({ variables: { id } })).data?.enableMember,
      done: 'users.done.enabled',
    },
  } as const;

  const run = async (action: keyof typeof oneClick, member: ActionTarget) => {
    const { send, done } = oneClick[action];
    try {
      const answer = await send(member.userId);
      if (answer?.userAccount) {
        showAlert('success', t(done, { email: member.email }));
        onChanged();
      } else {
        showAlert('error', t('users.failed', { message: refusalMessage(t, answer) ?? answer?.code ?? '' }));
      }
    } catch (error) {
      showAlert('error', t('users.failed', { message: errorMessage(error, t) }));
    }
  };

  return {
    start(action, member) {
      if (action === 'remove') {
        removal.ask(member);
      } else if (action === 'changeRoles') {
        setChangingRoles({ userId: member.userId, email: member.email, roleIds: member.roleIds });
      } else {
        void run(action, member);
      }
    },
    removal,
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
  return (
    <>
      <ConfirmDialog
        confirmation={actions.removal}
        title={t('users.remove.title')}
        question={t('users.remove.question', { email: actions.removal.target?.email ?? '' })}
        cancelLabel={t('users.cancel')}
        confirmLabel={t('users.remove.confirm')}
        testId="user-remove"
      />
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
