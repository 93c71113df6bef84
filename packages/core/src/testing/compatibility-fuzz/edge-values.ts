// The values the fuzzer likes to reach for: numbers at the edges of floating point, strings that
// stress Unicode and formats, and property names that JavaScript reads through the prototype.
import type { JsonValue } from '../../types.js';

export const EDGE_NUMBERS: readonly number[] = [
  0, -0, 1, -1, 2, 3, 0.5, 0.1, 0.3, 1.5, -2.5, 10, 100, 1e9,
  1e21, 1e21 + 2 ** 20, -1e21, 1e300, 1e308, 2 ** 53, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 53) - 2,
  5e-324, -5e-324, 1e-7, 1e-300, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 63, 1.7976931348623157e308,
];

/** Divisors ajv tests in floating point (`x/m !== parseInt(x/m)`), where exact arithmetic differs. */
export const MULTIPLES: readonly number[] = [1, 2, 3, 0.5, 0.1, 0.01, 0.3, 1e-7, 1e21, 5e-324, 2 ** 53, 1e-300, 7, 1.5];

export const NAMES: readonly string[] = ['a', 'b', 'c', 'id', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'é', 'a b', '0'];

/** Patterns ajv compiles with the `u` flag: astral characters, properties, anchors. */
export const PATTERNS: readonly string[] = [
  '^a', 'a$', '^[a-c]*$', '^\\p{L}+$', '^.$', '^.{2}$', '😀', '^[😀-😎]$', '^\\d+$', '^[^a]', 'é', '^(a|b)$', '', '^\\w*$',
  '^\\p{Lu}', '\\S', '^[a-z]{1,3}$', '^\\u00e9$', '^[\\s\\S]{0,2}$', 'b',
];

export const EDGE_STRINGS: readonly string[] = [
  '', 'a', 'b', 'ab', 'abc', 'A', '0', '12', 'é', 'e\u0301', '😀', '😀😀', 'a😀', '\u0000', ' ', 'aaaa', 'Ω', '\ud800',
  '2020-01-01', '2024-02-29', '1999-12-31', '2020-01-01T00:00:00Z', '2030-06-15T12:30:00+02:00', '12:00:00Z', '23:59:60Z',
  'a@example.com', 'example.com', '192.0.2.1', '2001:db8::1', 'https://example.com/a', '/a', 'urn:x:y',
  '123e4567-e89b-12d3-a456-426614174000', 'P1D', 'PT1H', '^a', '[', '/a/b', '0/a', 'QUJD', 'AB=', '1.5', '2147483648', 'null',
];

/** Values for a format, near and beyond the sample bounds `formatMinimum` and its kin compare with. */
export const FORMAT_VALUES: Readonly<Record<string, readonly string[]>> = {
  date: ['2020-01-01', '2019-12-31', '2020-01-02', '2024-02-29', '2023-02-29', '0000-01-01', '9999-12-31'],
  'date-time': ['2020-01-01T00:00:00Z', '2020-01-01T00:00:00+01:00', '2019-12-31T23:59:59Z', '2020-01-01T00:00:00.5Z', '2020-01-01t00:00:00z'],
  time: ['12:00:00Z', '12:00:00', '23:59:60Z', '00:00:00+01:00', '11:59:59.999Z'],
  'iso-time': ['12:00:00Z', '12:00:00', '00:00:00+01:00'],
  'iso-date-time': ['2020-01-01T00:00:00', '2020-01-01T00:00:00Z'],
  email: ['a@example.com', 'a@b', 'a.b@example.com', '@example.com'],
  hostname: ['example.com', 'a', '-a.com', 'a'.repeat(64)],
  ipv4: ['192.0.2.1', '256.0.0.1', '01.2.3.4'],
  ipv6: ['2001:db8::1', '::1', '::ffff:192.0.2.1', '1:2:3'],
  uri: ['https://example.com/a', 'a:b', '/a', 'urn:x:y'],
  'uri-reference': ['/a', 'a b', '#x'],
  uuid: ['123e4567-e89b-12d3-a456-426614174000', 'urn:uuid:123e4567-e89b-12d3-a456-426614174000', '123e4567e89b12d3a456426614174000'],
  duration: ['P1D', 'PT1H', 'P1W', 'P', 'PT'],
  regex: ['a', '[', '\\p{L}'],
  'json-pointer': ['/a', '', 'a', '/~2'],
  'relative-json-pointer': ['0', '1/a', '0#', '-1'],
  byte: ['QUJD', 'AB=', 'QQ=='],
  int32: ['1'], int64: ['1'], float: ['1.5'], double: ['1.5'], password: ['x'], binary: ['x'],
};

export const FORMATS: readonly string[] = [...Object.keys(FORMAT_VALUES), 'unknown-format'];

/** Formats ajv-formats can compare with formatMinimum and its kin. */
export const ORDERED_FORMATS: readonly string[] = ['date', 'date-time', 'time', 'iso-time', 'iso-date-time'];

export const TYPES: readonly string[] = ['string', 'number', 'integer', 'object', 'array', 'boolean', 'null'];

/** A few literals of every type, for enum, const, examples and payloads. */
export const LITERALS: readonly JsonValue[] = [
  null, true, false, 0, -0, 1, -1, 1.5, 2 ** 53 + 2, 1e21, 5e-324, 'a', 'b', '', 'é', '😀', '2020-01-01',
  [], [1], ['a', 'a'], {}, { a: 1 }, { a: 'a' }, [null],
];
