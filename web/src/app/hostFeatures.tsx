// Features shown only on some hosts (smart forms, spec §2): the gateway says whether each is available here
// (SMART_FORMS_HOSTS), the shell asks once beside the user's profile, and both the top menu and the routes follow the
// answer — a hidden feature has no menu entry and its pages are the not-found page, as if it did not exist.
import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import type { HostFeature, HostFeatures } from '../ui/domain.js';
import { NO_HOST_FEATURES } from './menu.js';
import { NotFoundPage } from './pages.js';

export const HostFeaturesDocument = graphql(`
  query HostFeatures {
    smartFormsAvailable
  }
`);

/**
 * The gateway's answer; undefined while it is asked. A failed answer (offline, an older gateway) hides every such
 * feature rather than failing the shell: errorPolicy 'all' also keeps a refetch after an organisation switch from
 * rejecting.
 */
export function useHostFeaturesQuery(): HostFeatures | undefined {
  const { data, error } = useQuery(HostFeaturesDocument, { errorPolicy: 'all' });
  if (data) return { smartForms: data.smartFormsAvailable };
  return error ? NO_HOST_FEATURES : undefined;
}

/** The answer as the routes read it: 'asking' until the gateway has answered; outside the shell, nothing shown. */
const HostFeaturesContext = createContext<HostFeatures | 'asking'>(NO_HOST_FEATURES);

export function HostFeaturesProvider({
  features,
  children,
}: {
  features: HostFeatures | undefined;
  children: ReactNode;
}) {
  return <HostFeaturesContext.Provider value={features ?? 'asking'}>{children}</HostFeaturesContext.Provider>;
}

/** A route of a feature shown only on some hosts: its page where available, else the not-found page. */
export function HostFeatureRoute({ feature, children }: { feature: HostFeature; children: ReactNode }) {
  const { t } = useTranslation();
  const features = useContext(HostFeaturesContext);
  if (features === 'asking') {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} data-testid="host-features-loading" />
      </Center>
    );
  }
  return features[feature] ? children : <NotFoundPage />;
}
