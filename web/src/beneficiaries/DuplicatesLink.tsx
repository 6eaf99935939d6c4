// "Review duplicates (N)" on /beneficiary-lists, for members who see the whole master list (the queue needs
// BENEFICIARY_LISTS VIEW at level EVERYTHING). N is the organisation's pending pairs; without it the link stays.
import { accessFor } from '@aid/common/permissions';
import { useQuery } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMe } from '../accounts/me.js';
import { toEffectivePermissions } from '../accounts/permissions.js';
import { graphql } from '../generated/gql.js';

export const DuplicatesTotalDocument = graphql(`
  query DuplicatesTotal {
    organization {
      accountId
      duplicatesTotal
    }
  }
`);

export function DuplicatesLink() {
  const { t } = useTranslation();
  const me = useMe();
  const allowed =
    accessFor(toEffectivePermissions(me.permissions), 'BENEFICIARY_LISTS', 'VIEW').accessLevel === 'EVERYTHING';
  // The count needs PROFILE_AND_ORGANIZATION VIEW too: a refusal leaves the link without it.
  const { data } = useQuery(DuplicatesTotalDocument, { skip: !allowed, errorPolicy: 'all' });
  if (!allowed) return null;
  const total = data?.organization?.duplicatesTotal;
  return (
    <Button
      variant="default"
      component={Link}
      to="/beneficiary-lists/duplicates"
      leftSection={<IconUsers size={16} aria-hidden="true" />}
      data-testid="review-duplicates"
    >
      {total === undefined
        ? t('beneficiaryLists.reviewDuplicates')
        : t('beneficiaryLists.reviewDuplicatesCount', { total })}
    </Button>
  );
}
