// The top bar: the menu the user's permissions allow, and on the right the organisation and the profile menu.
import { overseesMembers, sectionVisible } from '@aid/common/permissions';
import { Avatar, Badge, Box, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type Icon,
  IconAlertTriangle,
  IconBuilding,
  IconCheck,
  IconChecklist,
  IconChevronDown,
  IconHistory,
  IconInbox,
  IconLanguage,
  IconLogout,
  IconMessage,
  IconProgress,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeColour } from '../accounts/badgeColour.js';
import { currentMembership } from '../accounts/me.js';
import { toEffectivePermissions } from '../accounts/permissions.js';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { LANGUAGES, supportedLanguage } from '../i18n/index.js';
import type { MfaState } from '../security/mfaPrompt.js';
import type { HostFeatures } from '../ui/domain.js';
import { useChooseLanguage } from '../ui/language.js';
import { DeferredMenu, DeferredTooltip, type PopupMenuItem } from './deferredPopups.js';
import { NO_HOST_FEATURES, visibleMenuEntries } from './menu.js';
import { TopBarNav } from './TopBarNav.js';

export const TopBarFragment = graphql(`
  fragment TopBar_me on Me {
    user {
      userId
      userFullName
    }
    profileImageUrl
    hasMultipleAccounts
    currentAccountId
    mfaSettings {
      mfaEnabled
    }
    memberships {
      accountId
      organizationName
      menuColour
      logoUrl
    }
    permissions {
      ...SectionPermission_fields
    }
  }
`);

type ProfileLink = { to: string; icon: Icon; label: string; testId: string; rightSection?: ReactNode };

type Props = {
  me: FragmentType<typeof TopBarFragment>;
  onSignOut: () => void;
  /** The gateway's answer for the features shown only on some hosts (smart forms); none until it answers. */
  hostFeatures?: HostFeatures;
  /** Spec §2 registration gate: false disables the top menu. */
  menuEnabled?: boolean;
  /** Why the menu is disabled, as its tooltip; the registration gate's text unless given (e.g. MFA required). */
  menuDisabledReason?: string;
  /** From the identity service (the shell passes it); the profile's mfaSettings when not given. */
  mfaStatus?: MfaState;
  /** Whether the MFA warning is open (exposed on the profile button for tests and assistive tools). */
  mfaWarningOpen?: boolean;
};

export function TopBar({
  me: meRef,
  onSignOut,
  hostFeatures = NO_HOST_FEATURES,
  menuEnabled = true,
  menuDisabledReason,
  mfaStatus,
  mfaWarningOpen = false,
}: Props) {
  const me = getFragmentData(TopBarFragment, meRef);
  const { t, i18n } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  const mfa = mfaStatus ?? (me.mfaSettings.mfaEnabled ? 'enabled' : 'disabled');
  // Mantine's "sm" breakpoint; read on the first render, so a phone never draws the wide menu first.
  const compact = useMediaQuery('(max-width: 75em)', false, { getInitialValueInEffect: false });
  const perms = useMemo(() => toEffectivePermissions(me.permissions), [me.permissions]);
  const entries = visibleMenuEntries(perms, hostFeatures);
  const membership = currentMembership(me);
  const severalAccounts = me.memberships.length > 1;
  const fullName = me.user.userFullName || t('nav.profile');
  const orgName = membership?.organizationName || t('nav.pending');
  const mfaWarning = mfa === 'disabled' && (
    <Box component="span" c="yellow.7" title={t('nav.mfaMissing')} data-testid="menu-security-warning">
      <IconAlertTriangle size={16} aria-label={t('nav.mfaMissing')} />
    </Box>
  );
  // The profile menu's pages, in order; `false` leaves out one the user may not open.
  const organisationSettings = sectionVisible(perms, 'PROFILE_AND_ORGANIZATION');
  const profileLinks = (
    [
      { to: '/profile/view', icon: IconUserCircle, label: t('nav.profileAndOrganization'), testId: 'menu-profile' },
      sectionVisible(perms, 'USER_MANAGEMENT') && {
        to: '/users',
        icon: IconUsers,
        label: t('nav.userManagement'),
        testId: 'menu-users',
      },
      // Spec §2: offered when there is another organisation to switch to (several ACTIVE memberships).
      me.hasMultipleAccounts && {
        to: '/organizations',
        icon: IconBuilding,
        label: t('nav.organizations'),
        testId: 'menu-organizations',
      },
      {
        to: '/security',
        icon: IconShieldLock,
        label: t('nav.security'),
        testId: 'menu-security',
        rightSection: mfaWarning || undefined,
      },
      { to: '/activity-logs', icon: IconHistory, label: t('nav.activityLogs'), testId: 'menu-activity-logs' },
      { to: '/jobs', icon: IconProgress, label: t('nav.myJobs'), testId: 'menu-jobs' },
      // Organisation settings of distributions: who approves, and the messages families receive.
      organisationSettings && {
        to: '/distributions/approval-settings',
        icon: IconChecklist,
        label: t('nav.approvalSettings'),
        testId: 'menu-approval-settings',
      },
      organisationSettings && {
        to: '/message-templates',
        icon: IconMessage,
        label: t('nav.messageTemplates'),
        testId: 'menu-message-templates',
      },
      { to: '/outbox', icon: IconInbox, label: t('nav.outbox'), testId: 'menu-outbox' },
      // Partner keys act for the whole organisation: only those who oversee its members manage them.
      overseesMembers(perms) && {
        to: '/api-keys',
        icon: IconShieldLock,
        label: t('nav.apiKeys'),
        testId: 'menu-api-keys',
      },
    ] satisfies (ProfileLink | false)[]
  ).filter((link) => link !== false);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <TopBarNav
        entries={entries}
        menuEnabled={menuEnabled}
        menuDisabledReason={menuDisabledReason}
        compact={compact}
      />

      <Group gap="sm" wrap="nowrap">
        <DeferredTooltip label={t('nav.currentOrganization', { name: orgName })}>
          <Badge
            size="lg"
            variant={severalAccounts ? 'filled' : 'light'}
            color={severalAccounts ? badgeColour(membership?.menuColour) : undefined}
            leftSection={
              membership?.logoUrl ? (
                // The logo needs PROFILE_AND_ORGANIZATION VIEW: refused, Avatar falls back to the building icon.
                <Avatar src={membership.logoUrl} size={18} radius="sm" alt="" data-testid="topbar-org-logo">
                  <IconBuilding size={14} aria-hidden="true" />
                </Avatar>
              ) : (
                <IconBuilding size={14} aria-hidden="true" />
              )
            }
            style={{ textTransform: 'none', maxWidth: compact ? 110 : 260 }}
          >
            <span data-testid="topbar-org-name">{orgName}</span>
          </Badge>
        </DeferredTooltip>
        <DeferredMenu
          position="bottom-end"
          target={
            <Button
              variant="subtle"
              leftSection={
                me.profileImageUrl || me.user.userFullName ? (
                  // The profile image, else the initials of the name (also while the image cannot load).
                  <Avatar
                    src={me.profileImageUrl}
                    name={me.user.userFullName ?? undefined}
                    color="initials"
                    size={24}
                    radius="xl"
                    alt=""
                    data-testid="topbar-avatar"
                  />
                ) : (
                  <IconUserCircle size={18} aria-hidden="true" />
                )
              }
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              data-testid="topbar-profile-menu"
              data-mfa-status={mfa}
              data-mfa-warning={mfaWarningOpen ? 'open' : 'closed'}
            >
              <Text span inherit truncate="end" maw={compact ? 80 : undefined} data-testid="topbar-user-name">
                {fullName}
              </Text>
            </Button>
          }
          items={[
            ...profileLinks.map(
              (link): PopupMenuItem => ({
                kind: 'link',
                key: link.to,
                to: link.to,
                label: link.label,
                leftSection: <link.icon size={16} aria-hidden="true" />,
                rightSection: link.rightSection,
                testId: link.testId,
              }),
            ),
            { kind: 'divider', key: 'languages-divider' },
            {
              kind: 'heading',
              key: 'languages',
              label: (
                <>
                  <IconLanguage size={12} aria-hidden="true" /> {t('nav.language')}
                </>
              ),
            },
            ...LANGUAGES.map(
              (language): PopupMenuItem => ({
                kind: 'action',
                key: language,
                lang: language,
                label: t(`languages.${language}`),
                onClick: () => chooseLanguage({ langName: language }),
                rightSection:
                  supportedLanguage(i18n.language) === language ? (
                    <IconCheck size={14} aria-hidden="true" />
                  ) : undefined,
                testId: `menu-language-${language}`,
              }),
            ),
            { kind: 'divider', key: 'sign-out-divider' },
            {
              kind: 'action',
              key: 'sign-out',
              color: 'red',
              label: t('nav.signOut'),
              leftSection: <IconLogout size={16} aria-hidden="true" />,
              onClick: onSignOut,
              testId: 'menu-sign-out',
            },
          ]}
        />
      </Group>
    </Group>
  );
}
