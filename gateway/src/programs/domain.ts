// The programs domain: programs, read by id in batches (DataLoader) wherever another type names one.
import { defineDomain } from '../manifest.js';
import { ProgramsClient } from './client.js';
import { programsResolvers } from './resolvers.js';

export const programsDomain = defineDomain({
  name: 'programs',
  resolvers: [programsResolvers],
  clients: (rest) => ({ programs: new ProgramsClient(rest) }),
});
