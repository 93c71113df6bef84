// RFC 6901 JSON pointers: building them from path segments and splitting them back.

export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function joinPointer(base: string, ...segments: readonly (string | number)[]): string {
  let out = base;
  for (const segment of segments) out += `/${escapeSegment(segment)}`;
  return out;
}

export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
