/** heic-convert 2.1 ships no types: the one call we make */
declare module 'heic-convert' {
  export default function convert(input: { buffer: Buffer | ArrayBuffer; format: 'JPEG' | 'PNG'; quality?: number }): Promise<ArrayBuffer>;
}
