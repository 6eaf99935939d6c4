// "Delete" and "Anonymise" on a beneficiary's page (data protection), each behind a confirmation that says what will
// happen. A refusal (a distribution still owes the family something) is shown in the modal with the API's words.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';

export const DeleteBeneficiaryDocument = graphql(`
  mutation DeleteBeneficiary($id: ID!) {
    deleteBeneficiary(id: $id) {
      erasure {
        beneficiaryId
        outcome
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

export const AnonymiseBeneficiaryDocument = graphql(`
  mutation AnonymiseBeneficiary($id: ID!) {
    anonymiseBeneficiary(id: $id) {
      erasure {
        beneficiaryId
        outcome
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

type Mode = 'DELETE' | 'ANONYMISE';

export function BeneficiaryErasure({
  beneficiaryId,
  onDone,
}: {
  beneficiaryId: string;
  /** After success: `DELETED` (leave the page) or `ANONYMISED` (read them again). */
  onDone: (outcome: 'DELETED' | 'ANONYMISED') => void;
}) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [mode, setMode] = useState<Mode | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [remove, removing] = useMutation(DeleteBeneficiaryDocument);
  const [anonymise, anonymising] = useMutation(AnonymiseBeneficiaryDocument);

  const close = () => {
    setMode(null);
    setRefusal(null);
  };
  const confirm = async () => {
    try {
      const variables = { id: beneficiaryId };
      const result =
        mode === 'DELETE'
          ? (await remove({ variables })).data?.deleteBeneficiary
          : (await anonymise({ variables })).data?.anonymiseBeneficiary;
      const outcome = result?.erasure?.outcome;
      if (!outcome) {
        setRefusal(refusalMessage(t, result) ?? result?.code ?? '');
        return;
      }
      close();
      if (outcome === 'DELETED') showAlert('success', t('beneficiaries.erasure.deleted'));
      else
        showAlert(
          'success',
          t(mode === 'DELETE' ? 'beneficiaries.erasure.anonymisedInstead' : 'beneficiaries.erasure.anonymised'),
        );
      onDone(outcome);
    } catch (e) {
      setRefusal(errorMessage(e, t));
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconEyeOff size={16} aria-hidden="true" />}
        onClick={() => setMode('ANONYMISE')}
      >
        {t('beneficiaries.erasure.anonymise')}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={() => setMode('DELETE')}
      >
        {t('beneficiaries.erasure.delete')}
      </Button>
      <Modal
        opened={mode !== null}
        onClose={close}
        title={t(mode === 'DELETE' ? 'beneficiaries.erasure.deleteTitle' : 'beneficiaries.erasure.anonymiseTitle')}
      >
        <Stack gap="md">
          <Text size="sm">
            {t(mode === 'DELETE' ? 'beneficiaries.erasure.deleteText' : 'beneficiaries.erasure.anonymiseText')}
          </Text>
          {refusal !== null && (
            <Alert color="red" role="alert" data-testid="erasure-refused">
              {t('beneficiaries.erasure.refused', { message: refusal })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('beneficiaries.erasure.cancel')}
            </Button>
            <Button color="red" loading={removing.loading || anonymising.loading} onClick={() => void confirm()}>
              {t(mode === 'DELETE' ? 'beneficiaries.erasure.confirmDelete' : 'beneficiaries.erasure.confirmAnonymise')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
