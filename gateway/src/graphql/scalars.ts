// Custom scalars, validated both ways: bad input is a BAD_USER_INPUT error, bad REST output never reaches a client.
import { isCalendarDate, isZonedDateTime } from '@aid/common/dates';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function stringLiteral(name: string, ast: ValueNode): string {
  if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string.`, { nodes: ast });
  return ast.value;
}

// What the API writes (Date#toISOString): the common case, recognised without parsing a date.
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function serializeDateTime(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && CANONICAL.test(value)) return value;
  return parseDateTime(value);
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !isZonedDateTime(value)) {
    throw new GraphQLError('DateTime must be an ISO 8601 date and time with a time zone, e.g. 2026-11-21T08:00:00Z.');
  }
  return new Date(value).toISOString();
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw new GraphQLError('Date must be an existing calendar date written YYYY-MM-DD, e.g. 2026-11-21.');
  }
  return value;
}

function parseMinorUnits(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new GraphQLError(
      'MinorUnits must be a whole number of minor units (cents) between -(2^53 - 1) and 2^53 - 1.',
    );
  }
  return value;
}

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize: serializeDateTime,
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(stringLiteral('DateTime', ast)),
});

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  // PostgreSQL may hand a date over as a timestamp at midnight; the calendar date is what counts.
  serialize: (value) => parseDate(typeof value === 'string' && value.length > 10 ? value.slice(0, 10) : value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(stringLiteral('Date', ast)),
});

export const MinorUnitsScalar = new GraphQLScalarType<number, number>({
  name: 'MinorUnits',
  // bigint columns may arrive as strings of digits (node-postgres does that); anything else is refused.
  serialize: (value) => parseMinorUnits(typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
  parseValue: parseMinorUnits,
  parseLiteral: (ast) => {
    // Int literals are limited to 32 bits by GraphQL's own Int; here the literal's digits decide.
    if (ast.kind !== Kind.INT) throw new GraphQLError('MinorUnits must be a whole number.', { nodes: ast });
    return parseMinorUnits(Number(ast.value));
  },
});

/**
 * Only the coercion functions are handed to the schema: a whole GraphQLScalarType would replace the scalar's
 * SDL description (the text partners read) with its own empty one.
 */
function coercion(scalar: GraphQLScalarType) {
  return {
    serialize: scalar.serialize.bind(scalar),
    parseValue: scalar.parseValue.bind(scalar),
    parseLiteral: scalar.parseLiteral.bind(scalar),
  };
}

export const scalarResolvers = {
  DateTime: coercion(DateTimeScalar),
  Date: coercion(DateScalar),
  MinorUnits: coercion(MinorUnitsScalar),
};
