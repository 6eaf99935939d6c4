// The access domain: roles' permissions as the schema lists them (read through the roles client).
import { defineDomain } from '../manifest.js';
import { accessResolvers } from './resolvers.js';

export const accessDomain = defineDomain({ name: 'access', resolvers: [accessResolvers] });
