/**
 * Base64 of a byte stream, a chunk at a time: bytes that do not fill a group of three wait
 * for the next chunk, so the pieces join into one valid base64 text and no whole file is held.
 */
export async function* base64Chunks(source: AsyncIterable<Buffer | Uint8Array | string>): AsyncGenerator<string> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    const piece = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const bytes = carry.length > 0 ? Buffer.concat([carry, piece]) : piece;
    const whole = bytes.length - (bytes.length % 3);
    if (whole > 0) yield bytes.subarray(0, whole).toString('base64');
    carry = Buffer.from(bytes.subarray(whole));
  }
  if (carry.length > 0) yield carry.toString('base64');
}
