// A DXF reader for tests, by the format's group codes (no DXF library is installed): entities
// with their layer, points and texts, and the blocks' names, enough to measure what CAD would.

export interface DxfEntity {
  type: string;
  layer: string;
  /** Code → values, in order (a POLYLINE's vertices are gathered into `points`). */
  codes: Map<number, string[]>;
  points: { x: number; y: number }[];
  /** An INSERT's ATTRIBs: tag → value. */
  attributes: Map<string, string>;
}

export function readDxf(text: string): { header: Map<string, string>; blocks: string[]; entities: DxfEntity[]; layers: string[] } {
  const lines = text.split(/\r\n|\n/);
  const pairs: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = Number(lines[i]!.trim());
    if (!Number.isInteger(code)) throw new Error(`line ${i + 1}: not a group code: ${lines[i]}`);
    pairs.push([code, lines[i + 1]!]);
  }
  if (pairs.at(-1)?.[1] !== 'EOF') throw new Error('no EOF');
  const header = new Map<string, string>();
  const blocks: string[] = [];
  const layers: string[] = [];
  const entities: DxfEntity[] = [];
  let section = '';
  let current: DxfEntity | undefined;
  let inPolyline: DxfEntity | undefined;
  let inInsert: DxfEntity | undefined;
  let attrib: DxfEntity | undefined;
  let headerVar = '';
  for (let i = 0; i < pairs.length; i++) {
    const [code, value] = pairs[i]!;
    if (code === 0 && value === 'SECTION') {
      section = pairs[i + 1]![1];
      continue;
    }
    if (section === 'HEADER' && code === 9) headerVar = value;
    else if (section === 'HEADER' && code !== 0 && headerVar && !header.has(headerVar)) header.set(headerVar, value);
    if (section === 'TABLES' && code === 0 && value === 'LAYER') layers.push(pairs[i + 1]![1]);
    if (section === 'BLOCKS' && code === 0 && value === 'BLOCK') blocks.push(pairs.slice(i + 1).find(([c]) => c === 2)![1]);
    if (section !== 'ENTITIES') continue;
    if (code === 0) {
      if (attrib && inInsert) {
        inInsert.attributes.set(attrib.codes.get(2)?.[0] ?? '', attrib.codes.get(1)?.[0] ?? '');
        attrib = undefined;
      }
      if (value === 'VERTEX' && inPolyline) {
        const vertex = pairs.slice(i + 1);
        const end = vertex.findIndex(([c]) => c === 0);
        const get = (c: number) => Number(vertex.slice(0, end).find(([k]) => k === c)![1]);
        inPolyline.points.push({ x: get(10), y: get(20) });
        current = undefined;
        continue;
      }
      if (value === 'ATTRIB' && inInsert) {
        attrib = { type: 'ATTRIB', layer: '', codes: new Map(), points: [], attributes: new Map() };
        current = attrib;
        continue;
      }
      if (value === 'SEQEND') {
        inPolyline = undefined;
        inInsert = undefined;
        current = undefined;
        continue;
      }
      if (value === 'ENDSEC' || value === 'EOF') {
        current = undefined;
        continue;
      }
      current = { type: value, layer: '', codes: new Map(), points: [], attributes: new Map() };
      entities.push(current);
      inPolyline = value === 'POLYLINE' ? current : undefined;
      inInsert = value === 'INSERT' ? current : undefined;
      continue;
    }
    if (!current) continue;
    if (code === 8 && current !== attrib) current.layer = value;
    const list = current.codes.get(code) ?? [];
    list.push(value);
    current.codes.set(code, list);
  }
  return { header, blocks, entities, layers };
}

export function polylineLength(points: readonly { x: number; y: number }[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  return length;
}
