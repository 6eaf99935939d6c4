// The top bar: the menu the user's permissions allow, and on the right the organisation and the profile menu.
import { overseesMembers, sectionVisible } from '@aid/common/permissions';
import { Badge, Box, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { badgeColour } from '../accounts/badgeColour.js';
import { currentMembership } from '../accounts/me.js';
import { toEffectivePermissions } from '../accounts/permissions.js';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { LANGUAGES, supportedLanguage } from '../i18n/index.js';
import type { MfaState } from '../security/mfaPrompt.js';
import { useChooseLanguage } from '../ui/language.js';
import { visibleMenuEntries } from './menu.js';
import { TopBarNav } from './TopBarNav.js';

export const TopBarFragment = graphql(`
  fragment TopBar_me on Me {
    user {
      userId
      userFullName
    }
    hasMultipleAccounts
    currentAccountId
    mfaSettings {
      mfaEnabled
    }
    memberships {
      accountId
      organizationName
      menuColour
    }
    permissions {
      ...SectionPermission_fields
    }
  }
`);

type Props = {
  me: FragmentType<typeof TopBarFragment>;
  onSignOut: () => void;
  hostname?: string;
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
  hostname = window.location.hostname,
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
  const entries = visibleMenuEntries(perms, hostname);
  const membership = currentMembership(me);
  const severalAccounts = me.memberships.length > 1;
  const fullName = me.user.userFullName || t('nav.profile');
  const orgName = membership?.organizationName || t('nav.pending');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <TopBarNav
        entries={entries}
        menuEnabled={menuEnabled}
        menuDisabledReason={menuDisabledReason}
        compact={compact}
      />

      <Group gap="sm" wrap="nowrap">
        <Tooltip label={t('nav.currentOrganization', { name: orgName })}>
          <Badge
            size="lg"
            variant={severalAccounts ? 'filled' : 'light'}
            color={severalAccounts ? badgeColour(membership?.menuColour) : undefined}
            leftSection={<IconBuilding size={14} aria-hidden="true" />}
            style={{ textTransform: 'none', maxWidth: compact ? 110 : 260 }}
          >
            <span data-testid="topbar-org-name">{orgName}</span>
          </Badge>
        </Tooltip>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="subtle"
              leftSection={<IconUserCircle size={18} aria-hidden="true" />}
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              data-testid="topbar-profile-menu"
              data-mfa-status={mfa}
              data-mfa-warning={mfaWarningOpen ? 'open' : 'closed'}
            >
              <Text span inherit truncate="end" maw={compact ? 80 : undefined} data-testid="topbar-user-name">
                {fullName}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to="/profile/view"
              leftSection={<IconUserCircle size={16} aria-hidden="true" />}
              data-testid="menu-profile"
            >
              {t('nav.profileAndOrganization')}
            </Menu.Item>
            {sectionVisible(perms, 'USER_MANAGEMENT') && (
              <Menu.Item
                component={Link}
                to="/users"
                leftSection={<IconUsers size={16} aria-hidden="true" />}
                data-testid="menu-users"
              >
                {t('nav.userManagement')}
              </Menu.Item>
            )}
            {/* Spec §2: offered when there is another organisation to switch to (several ACTIVE memberships). */}
            {me.hasMultipleAccounts && (
              <Menu.Item
                component={Link}
                to="/organizations"
                leftSection={<IconBuilding size={16} aria-hidden="true" />}
                data-testid="menu-organizations"
              >
                {t('nav.organizations')}
              </Menu.Item>
            )}
            <Menu.Item
              component={Link}
              to="/security"
              leftSection={<IconShieldLock size={16} aria-hidden="true" />}
              rightSection={
                mfa !== 'disabled' ? undefined : (
                  <Box component="span" c="yellow.7" title={t('nav.mfaMissing')} data-testid="menu-security-warning">
                    <IconAlertTriangle size={16} aria-label={t('nav.mfaMissing')} />
                  </Box>
                )
              }
              data-testid="menu-security"
            >
              {t('nav.security')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/activity-logs"
              leftSection={<IconHistory size={16} aria-hidden="true" />}
              data-testid="menu-activity-logs"
            >
              {t('nav.activityLogs')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/jobs"
              leftSection={<IconProgress size={16} aria-hidden="true" />}
              data-testid="menu-jobs"
            >
              {t('nav.myJobs')}
            </Menu.Item>
            {/* Organisation settings of distributions: who approves, and the messages families receive. */}
            {sectionVisible(perms, 'PROFILE_AND_ORGANIZATION') && (
              <>
                <Menu.Item
                  component={Link}
                  to="/distributions/approval-settings"
                  leftSection={<IconChecklist size={16} aria-hidden="true" />}
                  data-testid="menu-approval-settings"
                >
                  {t('nav.approvalSettings')}
                </Menu.Item>
                <Menu.Item
                  component={Link}
                  to="/message-templates"
                  leftSection={<IconMessage size={16} aria-hidden="true" />}
                  data-testid="menu-message-templates"
                >
                  {t('nav.messageTemplates')}
                </Menu.Item>
              </>
            )}
            <Menu.Item
              component={Link}
              to="/outbox"
              leftSection={<IconInbox size={16} aria-hidden="true" />}
              data-testid="menu-outbox"
            >
              {t('nav.outbox')}
            </Menu.Item>
            {/* Partner keys act for the whole organisation: only those who oversee its members manage them. */}
            {overseesMembers(perms) && (
              <Menu.Item
                component={Link}
                to="/api-keys"
                leftSection={<IconShieldLock size={16} aria-hidden="true" />}
                data-testid="menu-api-keys"
              >
                {t('nav.apiKeys')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Label>
              <IconLanguage size={12} aria-hidden="true" /> {t('nav.language')}
            </Menu.Label>
            {LANGUAGES.map((language) => (
              <Menu.Item
                key={language}
                lang={language}
                onClick={() => chooseLanguage({ langName: language })}
                rightSection={
                  supportedLanguage(i18n.language) === language ? <IconCheck size={14} aria-hidden="true" /> : undefined
                }
                data-testid={`menu-language-${language}`}
              >
                {t(`languages.${language}`)}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              onClick={onSignOut}
              data-testid="menu-sign-out"
            >
              {t('nav.signOut')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
