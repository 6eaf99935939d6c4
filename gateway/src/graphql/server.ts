// Apollo Server as the gateway runs it: limits, CSRF prevention, no landing page, no leaked internals.
import { ERRORS } from '@aid/common/errors';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { INTERNAL_MESSAGE, wordsExtensions } from '../rest/errors.js';
import {
  aliasLimit,
  costLimit,
  DEFAULT_MAX_ALIASES,
  DEFAULT_MAX_COST,
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_TOKENS,
  depthLimit,
  TOKEN_LIMIT_ERROR,
  tokenLimitMessage,
} from './limits.js';

export type ApolloOptions = {
  schema: GraphQLSchema;
  /** Report the REST calls of each request (header x-rest-calls, extensions.restCalls); off in production. */
  countRestCalls?: boolean;
  maxDepth?: number;
  maxCost?: number;
  maxAliases?: number;
  /** Lexer tokens per document (DEFAULT_MAX_TOKENS). */
  maxTokens?: number;
  /** More plugins (the operations' metrics). */
  plugins?: readonly ApolloServerPlugin<GatewayContext>[];
};

export const REST_CALLS_HEADER = 'x-rest-calls';

/** Adds the request's REST call count to the response, for tests and benchmarks. */
function restCallsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          const log = contextValue.restCalls;
          response.http.headers.set(REST_CALLS_HEADER, String(log.count));
          if (response.body.kind === 'single') {
            const result = response.body.singleResult;
            result.extensions = {
              ...result.extensions,
              restCalls: { count: log.count, calls: [...log.calls], urls: [...log.urls] },
            };
          }
        },
      };
    },
  };
}

/** Errors the gateway did not mean (a bug, a failed serialisation) go to the log with the request's id. */
function errorLogPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (code === undefined || code === 'INTERNAL_SERVER_ERROR' || code === ERRORS.INTERNAL.graphql.code) {
              if (error.message !== INTERNAL_MESSAGE) contextValue.log?.error({ err: error }, 'GraphQL internal error');
            }
          }
        },
      };
    },
  };
}

/**
 * Errors a resolver did not mean to show (a bug, a failed serialisation) reach the client as a generic message;
 * the details go to the log. Everything else keeps its own message and code.
 */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const tokens = TOKEN_LIMIT_ERROR.exec(formatted.message);
  if (tokens && formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED') {
    const message = tokenLimitMessage(Number(tokens[1]));
    return {
      ...formatted,
      message: message.text,
      extensions: { ...formatted.extensions, ...wordsExtensions(message) },
    };
  }
  // Apollo labels what a resolver or the context threw without a code INTERNAL_SERVER_ERROR: that is our failure,
  // answered with our code as the REST API does; Apollo's other codes (GRAPHQL_PARSE_FAILED, …) stay its own.
  const code = formatted.extensions?.code;
  if (code !== 'INTERNAL_SERVER_ERROR' && code !== ERRORS.INTERNAL.graphql.code) return formatted;
  return { ...formatted, message: INTERNAL_MESSAGE, extensions: { code: ERRORS.INTERNAL.graphql.code } };
}

export function createApolloServer(options: ApolloOptions): ApolloServer<GatewayContext> {
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    ApolloServerPluginLandingPageDisabled(),
    // No @cacheControl hints are used; the plugin would still visit every resolved field.
    ApolloServerPluginCacheControlDisabled(),
    errorLogPlugin(),
  ];
  if (options.countRestCalls) plugins.push(restCallsPlugin());
  plugins.push(...(options.plugins ?? []));
  return new ApolloServer<GatewayContext>({
    schema: options.schema,
    // Partners explore the schema from a GraphQL IDE; it holds nothing that is not in the repository.
    introspection: true,
    csrfPrevention: true,
    // Counted by the lexer as it goes: a document of millions of tokens is refused (400) before it is parsed whole.
    parseOptions: { maxTokens: options.maxTokens ?? DEFAULT_MAX_TOKENS },
    includeStacktraceInErrorResponses: false,
    validationRules: [
      depthLimit(options.maxDepth ?? DEFAULT_MAX_DEPTH),
      costLimit(options.maxCost ?? DEFAULT_MAX_COST),
      aliasLimit(options.maxAliases ?? DEFAULT_MAX_ALIASES),
    ],
    formatError,
    // Apollo pretty-prints responses by default: two spaces per level on every page of a list, for nobody.
    stringifyResult: (value) => JSON.stringify(value),
    plugins,
    // main.ts stops the HTTP server and Apollo together; Apollo's own handler would re-raise the signal first.
    stopOnTerminationSignals: false,
  });
}
