/**
 * A scanned receipt saved as PDF (a phone's scanner app, a multifunction printer) holds the photo as a JPEG stream
 * (`/Filter /DCTDecode`): the largest one is what the OCR reads. A PDF without one (a digital receipt made of text)
 * gives null — we do not render PDF pages on the server (no renderer from npm works offline without native code); the
 * user then fills the fields by hand.
 */
export function largestJpegInPdf(pdf: Uint8Array): Uint8Array | null {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  let best: Uint8Array | null = null;
  const filter = /\/Filter\s*(?:\[\s*)?\/DCTDecode/g;
  for (let m = filter.exec(text); m; m = filter.exec(text)) {
    const dictStart = text.lastIndexOf('<<', m.index);
    const streamAt = text.indexOf('stream', m.index);
    if (dictStart < 0 || streamAt < 0) continue;
    let from = streamAt + 'stream'.length;
    if (text[from] === '\r') from++;
    if (text[from] === '\n') from++;
    const to = text.indexOf('endstream', from);
    if (to < 0) continue;
    const bytes = pdf.subarray(from, to);
    // a JPEG starts with FF D8
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) continue;
    if (!best || bytes.byteLength > best.byteLength) best = bytes;
  }
  return best;
}
