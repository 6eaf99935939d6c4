// The in-browser GraphQL IDE for developers and integration partners, served at /graphiql by the gateway.
// GraphiQL and its editor are bundled here (no CDN) and kept out of the app's own bundle.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../app/config.js';
import { createIdentityClient } from '../auth/cognito.js';
import { createSession, gatewayCookies } from '../auth/session.js';
import { createStateStorage } from '../auth/storage.js';
import { createIdeFetcher, loginUrl } from './fetcher.js';

const DEFAULT_QUERY = `# The gateway answers as you: your organisation and your role's permissions.
# Press Ctrl+Enter to run. Field descriptions are in the documentation explorer.
query FirstPrograms {
  me { user { email userFullName } currentAccountId }
  programs(first: 5, sort: CREATED_AT_NEWEST) {
    totalCount
    edges { node { programId programName programType programStatus budget currency } }
  }
}
`;

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('graphiql.html has no #root element');
  const config = await loadRuntimeConfig();
  const session = createSession({
    identity: createIdentityClient(config.identity),
    storage: createStateStorage(),
    cookies: gatewayCookies(),
  });
  if (!session.isSignedIn()) {
    location.assign(loginUrl());
    return;
  }
  createRoot(container).render(<GraphiQL fetcher={createIdeFetcher(session)} initialQuery={DEFAULT_QUERY} />);
}

void start();
