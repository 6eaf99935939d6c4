// Custom scalars, validated both ways: bad input is a BAD_USER_INPUT error, bad REST output never reaches a client.
import { isCalendarDate, isZonedDateTime } from '@aid/common/dates';
import { GATEWAY_MESSAGES } from '@aid/common/gateway';
import type { Message } from '@aid/common/messages';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { wordsExtensions } from '../rest/errors.js';

/** A value refused by a scalar, in words the web can show in the user's language. */
function refusal(message: Message, nodes?: ValueNode): GraphQLError {
  return new GraphQLError(message.text, { ...(nodes ? { nodes } : {}), extensions: wordsExtensions(message) });
}

function stringLiteral(name: string, ast: ValueNode): string {
  if (ast.kind !== Kind.STRING) throw refusal(GATEWAY_MESSAGES.notAString({ name }), ast);
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
    throw refusal(GATEWAY_MESSAGES.invalidDateTime());
  }
  return new Date(value).toISOString();
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw refusal(GATEWAY_MESSAGES.invalidDate());
  }
  return value;
}

function parseMinorUnits(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw refusal(GATEWAY_MESSAGES.invalidMinorUnits());
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
    if (ast.kind !== Kind.INT) throw refusal(GATEWAY_MESSAGES.minorUnitsLiteral(), ast);
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
