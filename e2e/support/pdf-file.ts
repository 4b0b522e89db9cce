// A small, valid PDF written by hand, for the journeys that upload plans.

export interface PdfPage {
  /** Size in points (1/72 in). */
  width: number;
  height: number;
  /** The page's fill colour (PDF rg operands) over its left half; the right half stays white. */
  fill: string;
  label: string;
}

/**
 * A small, valid PDF written by hand: per page a coloured left half and a label. With `locked`
 * it carries a standard security handler whose user password is not the empty one, so a reader
 * must ask for a password before it can show anything.
 */
export function pdfFile(pages: PdfPage[], { locked = false } = {}): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  for (const page of pages) {
    const content = `${page.fill} rg 0 0 ${page.width / 2} ${page.height} re f BT /F1 48 Tf ${page.width / 2 + 36} ${page.height / 2} Td (${page.label}) Tj ET`;
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  if (locked) objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`);

  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  const encrypt = locked ? ` /Encrypt ${objects.length} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]` : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
